import type { Locale } from '@vitrine/contract/locales';
import type { FeaturesCopy } from '../../../content/fr/features';
import { Container } from '../../../shared/ui/container';
import { DarkHero } from '../../ui/dark-hero';
import { FeatureCard } from './feature-card';
import { isFeaturePage } from '../feature/feature-icons';

/** The features overview: hero, then the five feature cards overlapping it (positioned, so they
 * paint above the hero, which is positioned too). */
export function FeaturesHeroSection({ copy, locale }: { copy: FeaturesCopy; locale: Locale }) {
  return (
    <section aria-labelledby="features-title" className="bg-slate-50 pb-16 sm:pb-24">
      <DarkHero
        titleId="features-title"
        badgeIcon="layout-grid"
        badge={copy.hero.badge}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Container className="relative -mt-20 sm:-mt-24">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {copy.cards.map((card) => {
            if (!isFeaturePage(card.id)) return null;
            return (
              <li key={card.id} className="flex lg:col-span-2 lg:nth-4:col-start-2">
                <FeatureCard card={card} page={card.id} locale={locale} />
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { LayoutGrid } from 'lucide-react';
import type { FeaturesCopy } from '../../../content/fr/features';
import { Badge } from '../../ui/badge';
import { Container } from '../../ui/container';
import { FeatureCard } from './feature-card';
import { isFeaturePage } from '../feature/feature-icons';

/** The features overview: hero, then the five feature cards overlapping it. */
export function FeaturesHeroSection({ copy, locale }: { copy: FeaturesCopy; locale: Locale }) {
  return (
    <section aria-labelledby="features-title" className="bg-slate-50 pb-16 sm:pb-24">
      <div className="relative isolate overflow-hidden bg-ink pt-16 pb-32 sm:pt-24 sm:pb-40">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_-20%,rgb(124_58_237/0.45),transparent_65%)]"
        />
        <Container className="flex flex-col items-center gap-6 text-center">
          <Badge icon={LayoutGrid} tone="dark">
            {copy.hero.badge}
          </Badge>
          <h1
            id="features-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
          >
            {copy.hero.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
            {copy.hero.subtitle}
          </p>
        </Container>
      </div>
      <Container className="-mt-20 sm:-mt-24">
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

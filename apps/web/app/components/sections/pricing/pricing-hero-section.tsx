import type { Locale } from '@vitrine/contract/locales';
import type { PricingCopy } from '../../../content/fr/pricing';
import type { PlanView } from '../../../shared/site-content/record-views';
import { Icon } from '../../../shared/icons/icon';
import { Container } from '../../../shared/ui/container';
import { DarkHero } from '../../ui/dark-hero';
import { PlanList } from '../../../shared/site-sections/pricing/plan-list';

/** Pricing hero, the plan cards overlapping it, and the trial and payment notice. */
export function PricingHeroSection({
  copy,
  plans,
  locale,
}: {
  copy: PricingCopy;
  plans: PlanView[];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-50 pb-16 sm:pb-24">
      <DarkHero
        titleId="pricing-title"
        badgeIcon="tag"
        badge={copy.hero.badge}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />
      <Container className="-mt-20 flex flex-col gap-10 sm:-mt-24">
        <PlanList
          plans={plans}
          period={copy.period}
          popularBadge={copy.popularBadge}
          locale={locale}
        />
        <p className="mx-auto flex max-w-3xl items-start gap-3 rounded-2xl bg-white px-5 py-4 text-sm leading-relaxed text-slate-700 shadow-sm ring-1 ring-slate-200 sm:items-center">
          <Icon name="credit-card" className="size-5 shrink-0 text-brand" />
          {copy.notice}
        </p>
      </Container>
    </section>
  );
}

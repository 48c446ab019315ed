import type { Locale } from '@vitrine/contract/locales';
import { CreditCard, Tag } from 'lucide-react';
import type { PricingCopy } from '../../../content/fr/pricing';
import { PLANS } from '../../../data/plans';
import { Badge } from '../../ui/badge';
import { Container } from '../../ui/container';
import { PlanCard } from './plan-card';

/** Pricing hero, the four plan cards overlapping it, and the trial and payment notice. */
export function PricingHeroSection({ copy, locale }: { copy: PricingCopy; locale: Locale }) {
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-50 pb-16 sm:pb-24">
      <div className="relative isolate overflow-hidden bg-ink pt-16 pb-32 sm:pt-24 sm:pb-40">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_-20%,rgb(124_58_237/0.45),transparent_65%)]"
        />
        <Container className="flex flex-col items-center gap-6 text-center">
          <Badge icon={Tag} tone="dark">
            {copy.hero.badge}
          </Badge>
          <h1
            id="pricing-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
          >
            {copy.hero.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
            {copy.hero.subtitle}
          </p>
        </Container>
      </div>
      <Container className="-mt-20 flex flex-col gap-10 sm:-mt-24">
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-4 xl:gap-6">
          {PLANS.map((plan) => {
            const planCopy = copy.plans.find((candidate) => candidate.id === plan.id);
            if (!planCopy) return null;
            return (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  copy={planCopy}
                  popularBadge={copy.popularBadge}
                  locale={locale}
                />
              </li>
            );
          })}
        </ul>
        <p className="mx-auto flex max-w-3xl items-start gap-3 rounded-2xl bg-white px-5 py-4 text-sm leading-relaxed text-slate-700 shadow-sm ring-1 ring-slate-200 sm:items-center">
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand" />
          {copy.notice}
        </p>
      </Container>
    </section>
  );
}

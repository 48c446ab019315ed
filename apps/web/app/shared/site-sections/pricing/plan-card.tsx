import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { formatPrice } from '../../format/format-number';
import { Icon } from '../../icons/icon';
import type { PlanView } from '../../site-content/record-views';
import { ButtonLink } from '../../ui/button-link';

interface PlanCardProps {
  plan: PlanView;
  /** After the price: `/mois`, `/month`. */
  period: string;
  popularBadge: string;
  locale: Locale;
}

/** The call to action: Free is the current plan (disabled); Enterprise talks to sales. */
function PlanAction({ plan, locale }: Pick<PlanCardProps, 'plan' | 'locale'>) {
  if (plan.free) {
    return (
      <button
        type="button"
        disabled
        className="inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center rounded-xl bg-slate-100 px-5 py-2.5 font-semibold text-slate-600"
      >
        {plan.buttonText}
      </button>
    );
  }
  return (
    <ButtonLink
      to={pagePath(locale, plan.enterprise ? 'Contact' : 'Waitlist')}
      variant={plan.popular ? 'primary' : plan.enterprise ? 'inverse' : 'secondary'}
      className="w-full"
    >
      {plan.buttonText}
    </ButtonLink>
  );
}

/** One plan: name, description, monthly price in the page's currency, features and action. */
export function PlanCard({ plan, period, popularBadge, locale }: PlanCardProps) {
  return (
    <article
      className={`relative flex w-full flex-col gap-6 rounded-2xl bg-white p-6 sm:p-8 ${
        plan.popular
          ? 'shadow-xl shadow-brand/15 ring-2 ring-brand'
          : 'shadow-lg shadow-slate-900/5 ring-1 ring-slate-200'
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-linear-to-r from-brand to-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-md">
          {popularBadge}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-ink">{plan.name}</h2>
        <p className="text-sm leading-relaxed text-slate-600">{plan.description}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink tabular-nums">
          {formatPrice(plan.price, locale)}
        </span>{' '}
        <span className="text-sm font-medium text-slate-600">{period}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-3 text-sm text-slate-700">
        {plan.features.map((feature, index) => (
          <li key={index} className="flex gap-3">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={2.5} />
            {feature}
          </li>
        ))}
      </ul>
      <PlanAction plan={plan} locale={locale} />
    </article>
  );
}

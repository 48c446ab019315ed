import type { Locale } from '@vitrine/contract/locales';
import type { PlanView } from '../../site-content/record-views';
import { PlanCard } from './plan-card';

/**
 * The plan cards side by side: the columns follow the width of the list (`@container`), not the
 * screen's, so the console's preview pane draws them as a page as wide would.
 */
export function PlanList({
  plans,
  period,
  popularBadge,
  locale,
}: {
  plans: PlanView[];
  /** After the price: `/mois`, `/month`. */
  period: string;
  popularBadge: string;
  locale: Locale;
}) {
  return (
    <div className="@container">
      <ul className="grid gap-8 @min-[45rem]:grid-cols-2 @min-[68rem]:grid-cols-4 @min-[68rem]:gap-6">
        {plans.map((plan, index) => (
          <li key={`${plan.key}-${index}`} className="flex">
            <PlanCard plan={plan} period={period} popularBadge={popularBadge} locale={locale} />
          </li>
        ))}
      </ul>
    </div>
  );
}

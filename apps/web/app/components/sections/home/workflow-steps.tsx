import type { HomeCopy } from '../../../content/fr/home';
import type { SiteIconName } from '../../../shared/icons/site-icons';
import { IconBadge } from '../../../shared/ui/icon-badge';

const ICONS: Record<string, SiteIconName> = {
  calendar: 'calendar-days',
  ai: 'sparkles',
  screens: 'monitor',
};

/** The three-step workflow, as an ordered list joined by a gradient line. */
export function WorkflowSteps({ copy }: { copy: HomeCopy['integrations']['workflow'] }) {
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <h3 className="text-center text-2xl font-bold tracking-tight text-balance text-ink">
        {copy.title}
      </h3>
      <div className="relative mt-10">
        <div
          aria-hidden="true"
          className="absolute top-6 right-[16%] left-[16%] hidden h-0.5 bg-linear-to-r from-brand via-accent to-sky md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {copy.steps.map((step, index) => (
            <li key={step.id} className="relative flex flex-col items-center gap-3 text-center">
              <span className="relative">
                <IconBadge icon={ICONS[step.id] ?? 'sparkles'} size="md" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-ink text-xs font-bold text-white ring-2 ring-white"
                >
                  {index + 1}
                </span>
              </span>
              <h4 className="text-lg font-semibold text-ink">{step.title}</h4>
              <p className="max-w-xs leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

import type { HomeCopy } from '../../../content/fr/home';
import type { SiteIconName } from '../../../shared/icons/site-icons';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { WorkflowSteps } from './workflow-steps';

/** Neutral icons stand in for third-party brands: no logos are reproduced. */
const ICONS: Record<string, SiteIconName> = {
  youtube: 'film',
  'google-calendar': 'calendar-days',
  canva: 'palette',
  'google-drive': 'folder-open',
  'chrome-web-store': 'app-window',
  'google-play': 'download',
};

/** Six integrations, then the calendar → AI → screens workflow. */
export function IntegrationsSection({ copy }: { copy: HomeCopy['integrations'] }) {
  return (
    <section aria-labelledby="home-integrations-title" className="bg-slate-50 py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="home-integrations-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.items.map((item) => (
            <li
              key={item.id}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <IconBadge icon={ICONS[item.id] ?? 'plug'} tone="soft" />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-ink">{item.name}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <WorkflowSteps copy={copy.workflow} />
      </Container>
    </section>
  );
}

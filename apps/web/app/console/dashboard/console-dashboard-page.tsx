import { roleCan } from '@vitrine/contract/access/roles';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/format-number';
import { useConsole } from '../shared/console-context';
import { cardsFor, type DashboardData } from './dashboard-counts';
import { useDashboardCopy } from './use-dashboard-copy';
import type { Loaded } from '../shared/session';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { CountCardNote } from './components/count-card-note';
import { LeadStatusCounts } from './components/lead-status-counts';
import { LeadTrendChart } from './components/lead-trend-chart';
import { LoadFailure } from '../shared/ui/load-failure';
import { useLiveDashboard } from './use-live-dashboard';

/**
 * `/admin`: how many posts, leads and waiting e-mails there are, each a way into its table; the
 * contact messages and demo requests per status, and the new ones per week. Each role sees the
 * cards of the pages it may open.
 */
export function ConsoleDashboardPage({ loaded }: { loaded: Loaded<DashboardData> }) {
  const { locale, user } = useConsole();
  const words = useDashboardCopy();
  const data = loaded.data;
  useLiveDashboard(user.role);
  const label = (key: string) => {
    if (key === 'newsletter') return words.newsletterConfirmed;
    if (key === 'outbox' && data?.mail && !data.mail.smtp_configured) return words.outboxUnsent;
    return words.counts[key as keyof typeof words.counts];
  };
  return (
    <>
      <ConsoleHeading title={words.title} intro={words.intro} />
      {loaded.failure !== undefined ? <LoadFailure message={loaded.failure} /> : null}
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cardsFor(user.role).map(({ key, to }) => (
          <li key={key} className={key === 'outbox' ? 'col-span-2' : undefined}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand"
            >
              <span className="text-sm text-slate-600">{label(key)}</span>
              <span className="text-3xl font-bold text-ink" data-count={key}>
                {data ? formatCount(data.counts[key] ?? 0, locale) : '…'}
              </span>
              <CountCardNote card={key} data={data} />
            </Link>
          </li>
        ))}
      </ul>
      {roleCan(user.role, 'leads') ? <LeadStatusCounts statuses={data?.statuses} /> : null}
      {data?.weeks ? <LeadTrendChart weeks={data.weeks} /> : null}
    </>
  );
}

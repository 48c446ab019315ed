import { Link } from 'react-router';
import { formatCount } from '../../shared/format/format-number';
import { useConsole } from '../console-context';
import { COUNT_CARDS, type CountKey } from '../dashboard-counts';
import type { Loaded } from '../session';
import { ConsoleHeading } from '../components/console-heading';
import { LoadFailure } from '../components/load-failure';

/** `/admin`: how many posts, leads and waiting e-mails there are, each a way into its table. */
export function ConsoleDashboardPage({ loaded }: { loaded: Loaded<Record<CountKey, number>> }) {
  const { copy, locale } = useConsole();
  const counts = loaded.data;
  return (
    <>
      <ConsoleHeading title={copy.dashboard.title} intro={copy.dashboard.intro} />
      {loaded.failure !== undefined ? <LoadFailure message={loaded.failure} /> : null}
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {COUNT_CARDS.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand"
            >
              <span className="text-sm text-slate-600">{copy.dashboard.counts[key]}</span>
              <span className="text-3xl font-bold text-ink" data-count={key}>
                {counts ? formatCount(counts[key], locale) : '…'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

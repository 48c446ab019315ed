import type { NotFoundReport } from '@vitrine/contract/analytics/not-found-report';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import type { ConsoleRedirectsCopy } from '../content/fr/console-redirects';

const CELL = 'px-2 py-2 text-left align-top sm:px-3';

/** The Not found report: the most requested missing addresses, each with « Create a redirect ». */
export function NotFoundList({
  copy,
  days,
  report,
  onDays,
  onCreate,
}: {
  copy: ConsoleRedirectsCopy;
  days: '7' | '30';
  report: NotFoundReport | undefined;
  onDays: (days: '7' | '30') => void;
  onCreate: (path: string) => void;
}) {
  const { notFound } = copy;
  return (
    <section aria-labelledby="not-found-heading" className={CARD}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="not-found-heading" className="font-semibold text-ink">
            {notFound.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{notFound.intro}</p>
        </div>
        <label className="text-sm">
          {notFound.period}
          <select
            value={days}
            onChange={(event) => onDays(event.target.value === '7' ? '7' : '30')}
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="7">{notFound.days7}</option>
            <option value="30">{notFound.days30}</option>
          </select>
        </label>
      </div>
      {report?.entries.length === 0 ? (
        <p className="mt-3 text-slate-600">{notFound.empty}</p>
      ) : null}
      {report && report.entries.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className={CELL}>{notFound.path}</th>
                <th className={CELL}>{notFound.views}</th>
                <th className={CELL}>
                  <span className="sr-only">{notFound.create}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.entries.map((entry) => (
                <tr key={entry.path} className="border-b border-slate-100">
                  <td className={`${CELL} font-mono break-all`}>{entry.path}</td>
                  <td className={CELL}>{entry.views}</td>
                  <td className={CELL}>
                    <button
                      type="button"
                      className={BUTTON.secondary}
                      aria-label={fillCopy(notFound.createLabel, { path: entry.path })}
                      onClick={() => onCreate(entry.path)}
                    >
                      {notFound.create}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

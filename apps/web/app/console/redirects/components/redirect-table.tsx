import type { RedirectRecord } from '@vitrine/contract/entities/redirect';
import type { Locale } from '@vitrine/contract/locales';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import type { ConsoleRedirectsCopy } from '../content/fr/console-redirects';

const CELL = 'px-2 py-2 text-left align-top sm:px-3';
/** Left out on phones: the type, the last hit, and the new address as a column of its own. */
const WIDE = 'hidden sm:table-cell';

/** The stored redirects with their hits, each with its delete button. */
export function RedirectTable({
  copy,
  locale,
  redirects,
  onRemove,
}: {
  copy: ConsoleRedirectsCopy;
  locale: Locale;
  redirects: RedirectRecord[];
  onRemove: (redirect: RedirectRecord) => void;
}) {
  const { list } = copy;
  const when = (date: string | undefined) =>
    date
      ? new Date(date).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', {
          dateStyle: 'medium',
          timeStyle: 'short',
        })
      : list.never;
  return (
    <section aria-labelledby="redirect-list-heading" className={CARD}>
      <h2 id="redirect-list-heading" className="font-semibold text-ink">
        {list.heading}
      </h2>
      {redirects.length === 0 ? (
        <p className="mt-3 text-slate-600">{copy.empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className={CELL}>{list.from}</th>
                <th className={`${CELL} ${WIDE}`}>{list.to}</th>
                <th className={`${CELL} ${WIDE}`}>{list.status}</th>
                <th className={CELL}>{list.hits}</th>
                <th className={`${CELL} ${WIDE}`}>{list.lastHit}</th>
                <th className={CELL}>
                  <span className="sr-only">{list.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((redirect) => (
                <tr key={redirect.id} className="border-b border-slate-100">
                  <td className={`${CELL} font-mono break-all`}>
                    {redirect.from}
                    <span className="block text-slate-600 sm:hidden">→ {redirect.to}</span>
                  </td>
                  <td className={`${CELL} ${WIDE} font-mono break-all`}>
                    {redirect.to}
                    {redirect.note ? (
                      <span className="block font-sans text-slate-500">{redirect.note}</span>
                    ) : null}
                  </td>
                  <td className={`${CELL} ${WIDE}`}>{redirect.status}</td>
                  <td className={CELL}>{redirect.hits ?? 0}</td>
                  <td className={`${CELL} ${WIDE}`}>{when(redirect.last_hit)}</td>
                  <td className={CELL}>
                    <button
                      type="button"
                      className={BUTTON.danger}
                      aria-label={fillCopy(list.removeLabel, { from: redirect.from })}
                      onClick={() => onRemove(redirect)}
                    >
                      {list.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

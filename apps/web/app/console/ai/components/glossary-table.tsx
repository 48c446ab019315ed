import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import type { ConsoleAiCopy } from '../content/fr/console-ai';
import type { GlossaryTermRecord } from '../glossary-api';

const CELL = 'px-2 py-2 text-left align-top sm:px-3';
/** Left out on phones: the two languages and the note, shown under the term instead. */
const WIDE = 'hidden md:table-cell';

/** The glossary's terms with how each language writes them, each with edit and delete. */
export function GlossaryTable({
  copy,
  terms,
  onEdit,
  onRemove,
}: {
  copy: ConsoleAiCopy['glossary'];
  terms: GlossaryTermRecord[];
  onEdit: (term: GlossaryTermRecord) => void;
  onRemove: (term: GlossaryTermRecord) => void;
}) {
  const shown = (value: string | undefined) =>
    value ? value : <span className="text-slate-500 italic">{copy.keptAsIs}</span>;
  return (
    <section aria-labelledby="glossary-list-heading" className={CARD}>
      <h2 id="glossary-list-heading" className="font-semibold text-ink">
        {copy.listHeading} ({terms.length})
      </h2>
      {terms.length === 0 ? (
        <p className="mt-3 text-slate-600">{copy.empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className={CELL}>{copy.term}</th>
                <th className={`${CELL} ${WIDE}`}>{copy.fr}</th>
                <th className={`${CELL} ${WIDE}`}>{copy.en}</th>
                <th className={`${CELL} ${WIDE}`}>{copy.note}</th>
                <th className={CELL}>
                  <span className="sr-only">{copy.edit}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term.id} className="border-b border-slate-100">
                  <td className={`${CELL} font-semibold break-words`}>
                    {term.term}
                    <span className="block font-normal text-slate-700 md:hidden">
                      {copy.fr}
                      {copy.separator}
                      <span lang="fr">{shown(term.fr)}</span>
                    </span>
                    <span className="block font-normal text-slate-700 md:hidden">
                      {copy.en}
                      {copy.separator}
                      <span lang="en">{shown(term.en)}</span>
                    </span>
                    {term.note ? (
                      <span className="block font-normal text-slate-600 md:hidden">
                        {term.note}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${CELL} ${WIDE} break-words`} lang="fr">
                    {shown(term.fr)}
                  </td>
                  <td className={`${CELL} ${WIDE} break-words`} lang="en">
                    {shown(term.en)}
                  </td>
                  <td className={`${CELL} ${WIDE} text-slate-600`}>{term.note}</td>
                  <td className={CELL}>
                    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                      <button
                        type="button"
                        className={BUTTON.secondary}
                        aria-label={fillCopy(copy.editLabel, { term: term.term })}
                        onClick={() => onEdit(term)}
                      >
                        {copy.edit}
                      </button>
                      <button
                        type="button"
                        className={BUTTON.danger}
                        aria-label={fillCopy(copy.deleteLabel, { term: term.term })}
                        onClick={() => onRemove(term)}
                      >
                        {copy.delete}
                      </button>
                    </div>
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

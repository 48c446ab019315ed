import type { ConsoleCopy } from '../../content/fr/console';
import type { ApiQuery } from '../../console/use-api-query';
import { fillCopy } from '../../i18n/console-locale';

/** Says that a console load failed, with its reason and a retry; nothing when it did not. */
export function LoadFailure({ query, copy }: { query: ApiQuery<unknown>; copy: ConsoleCopy }) {
  if (!query.error || query.loading) return null;
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center gap-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p>{fillCopy(copy.states.loadError, { message: query.error.message })}</p>
      <button
        type="button"
        onClick={query.reload}
        className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold"
      >
        {copy.states.retry}
      </button>
    </div>
  );
}

import { useRevalidator } from 'react-router';
import { useConsole } from '../console-context';
import { fillCopy } from '../console-locale';

/** Says that a console page's load failed, with its reason and a retry. */
export function LoadFailure({ message }: { message: string }) {
  const { copy } = useConsole();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      aria-busy={revalidator.state === 'loading' || undefined}
      className="mt-6 flex flex-wrap items-center gap-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p>{fillCopy(copy.states.loadError, { message })}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold"
      >
        {copy.states.retry}
      </button>
    </div>
  );
}

import type { ConsoleCopy } from '../content/fr/console';

export type SessionStatus = 'checking' | 'forbidden' | 'failed';

/** What the console shows until the session is known, or when it cannot be used. */
export function SessionNotice({
  copy,
  status,
  onRetry,
}: {
  copy: ConsoleCopy;
  status: SessionStatus;
  onRetry: () => void;
}) {
  if (status === 'checking') {
    return (
      <p role="status" className="text-slate-600">
        {copy.states.checkingSession}
      </p>
    );
  }
  if (status === 'forbidden') {
    return (
      <div className="max-w-xl">
        <h1 className="text-2xl font-bold text-ink">{copy.states.forbiddenTitle}</h1>
        <p className="mt-3 text-slate-600">{copy.states.forbiddenText}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="max-w-xl">
      <p className="text-slate-700">{copy.states.sessionFailed}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 min-h-11 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        {copy.states.retry}
      </button>
    </div>
  );
}

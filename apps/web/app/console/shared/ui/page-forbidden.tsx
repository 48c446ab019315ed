import { Link } from 'react-router';
import type { ConsoleCopy } from '../content/fr/console';

/** A console page the signed-in role may not use (a typed or old address): says so, inside the shell. */
export function PageForbidden({ copy }: { copy: ConsoleCopy }) {
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold text-ink">{copy.states.pageForbiddenTitle}</h1>
      <p className="mt-3 text-slate-600">{copy.states.pageForbiddenText}</p>
      <Link
        to="/admin"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        {copy.states.backToDashboard}
      </Link>
    </div>
  );
}

import type { FormEvent } from 'react';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import type { ConsoleRedirectsCopy } from '../content/fr/console-redirects';

/** A CSV of redirects (`from,to,status,note`) for a site migration, imported all or nothing. */
export function RedirectImport({
  copy,
  onImport,
}: {
  copy: ConsoleRedirectsCopy;
  onImport: (file: File) => Promise<boolean>;
}) {
  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const target = submitted.currentTarget;
    const file = new FormData(target).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    if (await onImport(file)) target.reset();
  };
  return (
    <form
      aria-labelledby="redirect-import-heading"
      className={CARD}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="redirect-import-heading" className="font-semibold text-ink">
        {copy.import.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.import.hint}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="block">
          {copy.import.file}
          <input
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
          />
        </label>
        <button type="submit" className={BUTTON.secondary}>
          {copy.import.submit}
        </button>
      </div>
    </form>
  );
}

import { Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConsoleApiKeysCopy } from '../content/fr/console-api-keys';
import { copyText } from '../../shared/browser-files';
import { fillCopy } from '../../shared/console-locale';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';

/** A new key's token, shown this once, with a copy button and the warning that it will not return. */
export function NewToken({
  name,
  token,
  copy,
  onDone,
}: {
  name: string;
  token: string;
  copy: ConsoleApiKeysCopy;
  onDone: () => void;
}) {
  const id = useId();
  const [feedback, setFeedback] = useState('');
  const words = copy.token;
  const copyToken = async () =>
    setFeedback((await copyText(token)) ? words.copied : words.copyFailed);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id={`${id}-title`} className="font-bold text-amber-950">
        {fillCopy(words.title, { name })}
      </h2>
      <p className="mt-1 flex gap-2 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {words.warning}
      </p>
      <label htmlFor={id} className={`${CONSOLE_LABEL} mt-4`}>
        {words.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={token}
          onFocus={(event) => event.target.select()}
          className={`${CONSOLE_CONTROL} min-w-0 flex-1 font-mono text-sm`}
        />
        <button
          type="button"
          onClick={copyToken}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
        >
          <Copy aria-hidden="true" className="size-4" />
          {words.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-amber-950">
        {feedback}
      </p>
      <button
        type="button"
        onClick={onDone}
        className="mt-2 min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
      >
        {words.done}
      </button>
    </section>
  );
}

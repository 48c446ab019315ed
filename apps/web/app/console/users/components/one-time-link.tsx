import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { copyText } from '../../shared/browser-files';
import { fillCopy } from '../../shared/console-locale';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';

/** A set-password link shown once, with a copy button and where else it went. */
export function OneTimeLink({
  url,
  email,
  copy,
}: {
  url: string;
  email: string;
  copy: ConsoleUsersCopy;
}) {
  const id = useId();
  const [feedback, setFeedback] = useState('');
  const words = copy.users.link;
  const copyLink = async () => setFeedback((await copyText(url)) ? words.copied : words.copyFailed);
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="font-bold text-emerald-950">{words.title}</h3>
      <p className="mt-1 text-sm text-emerald-950">{fillCopy(words.text, { email })}</p>
      <label htmlFor={id} className={`${CONSOLE_LABEL} mt-4`}>
        {words.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${CONSOLE_CONTROL} min-w-0 flex-1 font-mono text-sm`}
        />
        <button
          type="button"
          onClick={copyLink}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
        >
          <Copy aria-hidden="true" className="size-4" />
          {words.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-950">
        {feedback}
      </p>
    </div>
  );
}

import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fillCopy } from '../../shared/console-locale';
import { formatSaveTime } from '../save-time';
import { useConsoleBlog } from '../use-console-blog';
import type { AutosaveStatus as Status } from '../use-autosave';

/** What the draft's autosave did last, said politely to screen readers ("Saved at 10:42"). */
export function AutosaveStatus({ status, copy }: { status: Status; copy: ConsoleBlogCopy }) {
  const { locale } = useConsoleBlog();
  const text = copy.tools;
  const message =
    status.state === 'saving'
      ? text.autosaving
      : status.state === 'saved'
        ? fillCopy(text.autosaved, { time: formatSaveTime(status.at, locale) })
        : status.state === 'failed'
          ? status.message
          : '';
  return (
    <p
      aria-live="polite"
      className={status.state === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
    >
      {message}
    </p>
  );
}

import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fillCopy } from '../../shared/console-locale';

/**
 * Draft (grey), published (green) or, for a published post whose date is to come, scheduled
 * (blue, `scheduledFor` the date in words), in words: colour is never the only sign.
 */
export function PostStatusBadge({
  published,
  copy,
  scheduledFor,
}: {
  published: boolean;
  copy: ConsoleBlogCopy['status'];
  scheduledFor?: string;
}) {
  if (published && scheduledFor) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-sky-600" />
        {fillCopy(copy.scheduled, { date: scheduledFor })}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        published ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${published ? 'bg-emerald-600' : 'bg-slate-500'}`}
      />
      {published ? copy.published : copy.draft}
    </span>
  );
}

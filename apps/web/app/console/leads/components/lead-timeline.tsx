import type {
  LeadTimelineEntry,
  TimelineEntityName,
} from '@vitrine/contract/entities/lead-timeline-entry';
import type { LeadStatus } from '@vitrine/contract/entities/field-options';
import type { Locale } from '@vitrine/contract/locales';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';
import type { ConsoleLeadWorkCopy } from '../content/fr/console-lead-work';
import { useLeadTimeline } from '../use-lead-timeline';

interface LeadTimelineProps {
  entity: TimelineEntityName;
  id: string;
  /** The lead's `updated_date`: the timeline loads again when it changes. */
  version: string;
  work: ConsoleLeadWorkCopy;
  locale: Locale;
}

/** One entry as a sentence: who did what. */
function entryText(entry: LeadTimelineEntry, work: ConsoleLeadWorkCopy) {
  const copy = work.timeline;
  const author = entry.author?.name ?? copy.unknown;
  const status = (value: string | undefined) =>
    value === undefined ? '' : (work.statuses[value as LeadStatus] ?? value);
  switch (entry.kind) {
    case 'note':
      return fillCopy(copy.note, { author });
    case 'status':
      return fillCopy(entry.from ? copy.statusFrom : copy.status, {
        author,
        from: status(entry.from),
        to: status(entry.to),
      });
    default:
      return fillCopy(copy[entry.kind], { author, assignee: entry.assignee?.name ?? '' });
  }
}

/**
 * The history of a contact message or demo request, newest first (decision 0073): notes with
 * their text, status changes and (un)assignments, each with its author and time.
 */
export function LeadTimeline({ entity, id, version, work, locale }: LeadTimelineProps) {
  const { entries, failure } = useLeadTimeline(entity, id, version);
  const copy = work.timeline;
  return (
    <section aria-labelledby="lead-timeline-title" className="mb-6">
      <h3 id="lead-timeline-title" className="text-base font-semibold text-ink">
        {copy.title}
      </h3>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {fillCopy(copy.failed, { message: failure })}
        </p>
      ) : entries === undefined ? (
        <p className="mt-2 text-sm text-slate-600">{copy.loading}</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{copy.empty}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="font-medium text-ink">{entryText(entry, work)}</p>
              <p className="text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
              </p>
              {entry.kind === 'note' ? (
                <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-white p-2 text-slate-800 ring-1 ring-slate-200">
                  {entry.text}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleLeadWorkCopy } from '../content/fr/console-lead-work';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { leadName, type LeadKind, type LeadRow } from '../lead-kinds';
import type { LeadSortKey } from '../lead-sort';
import type { Column } from '../../shared/table/data-table';
import { LeadStatusBadge } from './lead-status-badge';
import { leadFieldText } from './lead-value';

/** The fields each table shows after the person's name (the detail shows every field). */
const TABLE_FIELDS: Record<LeadKind, readonly (keyof LeadRow)[]> = {
  waitlist: [
    'email',
    'company',
    'screensCount',
    'interests',
    'language',
    'source',
    'campaign',
    'created_date',
  ],
  contact: ['status', 'email', 'message', 'language', 'source', 'campaign', 'created_date'],
  demo: ['status', 'email', 'company', 'phone', 'language', 'source', 'campaign', 'created_date'],
  newsletter: [
    'confirmed',
    'bouncing',
    'consent_note',
    'language',
    'source',
    'campaign',
    'created_date',
  ],
};

const SORT_KEYS: Partial<Record<string, LeadSortKey>> = {
  email: 'email',
  created_date: 'date',
  status: 'status',
};

const CELL_CLASSES: Record<string, string> = {
  email: 'whitespace-nowrap',
  company: 'min-w-32',
  phone: 'whitespace-nowrap',
  message: 'min-w-64 max-w-md',
  consent_note: 'min-w-48 max-w-sm',
  screensCount: 'whitespace-nowrap',
  interests: 'min-w-44 text-xs',
  source: 'whitespace-nowrap',
  campaign: 'min-w-32 max-w-48 break-words',
  created_date: 'whitespace-nowrap tabular-nums',
};

/**
 * A lead table's columns: the person (a button opening the detail), then the kind's fields, the
 * status as a badge; name, e-mail, date and status sort the table.
 */
export function leadColumns(
  kind: LeadKind,
  copy: ConsoleLeadsCopy,
  work: ConsoleLeadWorkCopy,
  locale: Locale,
  onOpen: (row: LeadRow) => void,
  /** Rows that arrived while the table was open: marked « À l’instant » after the name. */
  isNew: (row: LeadRow) => boolean = () => false,
): Column<LeadRow>[] {
  const person: Column<LeadRow> = {
    id: 'person',
    header: kind === 'newsletter' ? copy.fields.email : copy.fields.name,
    className: 'min-w-36 max-w-56',
    sortKey: kind === 'newsletter' ? 'email' : 'name',
    cell: (row) => (
      <button
        type="button"
        onClick={() => onOpen(row)}
        className="min-h-11 text-left font-semibold text-brand underline-offset-2 hover:underline"
      >
        {kind === 'newsletter' ? row.email : leadName(row)}
        {isNew(row) ? (
          <span className="ml-2 inline-block rounded-full bg-emerald-100 whitespace-nowrap px-2 py-0.5 text-xs font-semibold text-emerald-900 no-underline">
            {copy.live.arrivedMark}
          </span>
        ) : null}
      </button>
    ),
  };
  const fields = TABLE_FIELDS[kind].map((field): Column<LeadRow> => {
    if (field === 'status') {
      return {
        id: field,
        header: work.columns.status,
        sortKey: 'status',
        cell: (row) => <LeadStatusBadge status={row.status} copy={work.statuses} />,
      };
    }
    return {
      id: field,
      header: copy.fields[field as keyof ConsoleLeadsCopy['fields']],
      className: CELL_CLASSES[field],
      sortKey: SORT_KEYS[field],
      cell: (row) =>
        field === 'message' || field === 'consent_note' ? (
          <span className="line-clamp-2">{leadFieldText(field, row[field], copy, locale)}</span>
        ) : (
          leadFieldText(field, row[field], copy, locale)
        ),
    };
  });
  return [person, ...fields];
}

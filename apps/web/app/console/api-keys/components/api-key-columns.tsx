import type { ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import type { Locale } from '@vitrine/contract/locales';
import { Trash2 } from 'lucide-react';
import type { ConsoleApiKeysCopy } from '../content/fr/console-api-keys';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';
import type { Column } from '../../shared/table/data-table';

/** When the key stops working, in words: no expiry, a date, or the date it expired. */
function expiry(row: ApiKeyRecord, copy: ConsoleApiKeysCopy, locale: Locale) {
  if (!row.expires_date) return copy.noExpiry;
  const date = formatDateTime(row.expires_date, locale);
  return Date.parse(row.expires_date) <= Date.now() ? fillCopy(copy.expired, { date }) : date;
}

/** The keys' table: name, role, the token's first characters, last use, expiry, delete. */
export function apiKeyColumns(
  copy: ConsoleApiKeysCopy,
  locale: Locale,
  onDelete: (key: ApiKeyRecord) => void,
): Column<ApiKeyRecord>[] {
  const { fields } = copy;
  return [
    { id: 'name', header: fields.name, className: 'max-w-56 break-words', cell: (row) => row.name },
    { id: 'role', header: fields.role, cell: (row) => copy.roles[row.role] },
    {
      id: 'prefix',
      header: fields.prefix,
      cell: (row) => <code className="font-mono text-sm">{row.token_prefix}…</code>,
    },
    {
      id: 'last_used',
      header: fields.lastUsed,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (row.last_used_date ? formatDateTime(row.last_used_date, locale) : copy.never),
    },
    {
      id: 'expires',
      header: fields.expires,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => expiry(row, copy, locale),
    },
    {
      id: 'actions',
      header: fields.actions,
      cell: (row) => (
        <button
          type="button"
          onClick={() => onDelete(row)}
          aria-label={fillCopy(copy.deleteLabel, { name: row.name })}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-200 px-3 font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {copy.delete}
        </button>
      ),
    },
  ];
}

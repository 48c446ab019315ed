import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import type { Locale } from '@vitrine/contract/locales';
import { TriangleAlert } from 'lucide-react';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import type { HeldEmails } from '../held-emails';
import { formatCount } from '../../../shared/format/format-number';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';

export type HeldAction = 'send' | 'drop';

interface OutboxHeldListProps {
  held: HeldEmails;
  leads: ConsoleLeadsCopy;
  locale: Locale;
  busy: boolean;
  /** Asks to send or drop all held e-mails, or `email` alone (the caller confirms first). */
  onAsk: (action: HeldAction, email?: OutboxEmailRecord) => void;
}

/**
 * The held e-mails' banner: how many and why, "Send them" / "Drop them", and the oldest listed
 * with a send and a drop button each. Nothing when none is held.
 */
export function OutboxHeldList({ held, leads, locale, busy, onAsk }: OutboxHeldListProps) {
  if (held.count === 0) return null;
  const words = leads.outbox.held;
  const count = formatCount(held.count, locale);
  return (
    <section
      aria-labelledby="outbox-held-title"
      className="mt-4 max-w-4xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950"
    >
      <h2 id="outbox-held-title" className="flex items-center gap-2 text-base font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {fillCopy(held.count === 1 ? words.titleOne : words.title, { n: count })}
      </h2>
      <p className="mt-2 text-sm">{words.why}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => onAsk('send')}
          className="min-h-11 rounded-lg bg-amber-900 px-4 text-sm font-semibold text-white hover:bg-amber-950 disabled:opacity-60"
        >
          {words.sendAll}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onAsk('drop')}
          className="min-h-11 rounded-lg border border-amber-900 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60"
        >
          {words.dropAll}
        </button>
      </div>
      <ul className="mt-4 divide-y divide-amber-200 border-t border-amber-200 text-sm">
        {held.rows.map((email) => (
          <li key={email.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{email.subject}</span>
              <span className="block text-amber-900 [overflow-wrap:anywhere]">
                {email.to} · {formatDateTime(email.created_date, locale)}
              </span>
            </span>
            <RowAction
              label={words.sendOne}
              ariaLabel={fillCopy(words.sendOneLabel, { to: email.to })}
              disabled={busy}
              onClick={() => onAsk('send', email)}
            />
            <RowAction
              label={words.dropOne}
              ariaLabel={fillCopy(words.dropOneLabel, { to: email.to })}
              disabled={busy}
              onClick={() => onAsk('drop', email)}
            />
          </li>
        ))}
      </ul>
      {held.count > held.rows.length ? (
        <p className="mt-2 text-sm">
          {fillCopy(words.more, { shown: formatCount(held.rows.length, locale), n: count })}
        </p>
      ) : null}
    </section>
  );
}

interface RowActionProps {
  label: string;
  ariaLabel: string;
  disabled: boolean;
  onClick: () => void;
}

/** Send or Drop on one held e-mail's row. */
function RowAction({ label, ariaLabel, disabled, onClick }: RowActionProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={ariaLabel}
      className="min-h-11 rounded-md px-3 font-semibold underline-offset-2 hover:underline"
    >
      {label}
    </button>
  );
}

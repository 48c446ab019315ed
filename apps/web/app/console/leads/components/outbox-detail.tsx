import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleCopy } from '../../shared/content/fr/console';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import { formatDateTime } from '../../../shared/format/format-date';
import { fillCopy } from '../../shared/console-locale';
import { DetailDialog } from '../../shared/table/detail-dialog';
import { FieldList, type FieldItem } from '../../shared/table/field-list';
import { OutboxStatus } from './outbox-status';

interface OutboxDetailProps {
  email: OutboxEmailRecord | undefined;
  copy: ConsoleCopy;
  leads: ConsoleLeadsCopy;
  locale: Locale;
  onClose: () => void;
}

function outboxItems(email: OutboxEmailRecord, leads: ConsoleLeadsCopy, locale: Locale) {
  const { fields, kinds } = leads.outbox;
  const none = leads.values.none;
  const date = (value: string | undefined) => (value ? formatDateTime(value, locale) : none);
  const items: FieldItem[] = [
    { id: 'subject', label: fields.subject, value: email.subject },
    { id: 'to', label: fields.to, value: email.to },
    { id: 'reply_to', label: fields.reply_to, value: email.reply_to || none },
    {
      id: 'status',
      label: fields.status,
      value: <OutboxStatus status={email.status} copy={leads} />,
    },
    { id: 'kind', label: fields.kind, value: kinds[email.kind] ?? email.kind },
    { id: 'language', label: fields.language, value: leads.values.languages[email.language] },
    { id: 'attempts', label: fields.attempts, value: email.attempts },
    { id: 'last_error', label: fields.last_error, value: email.last_error || none },
    { id: 'created_date', label: fields.created_date, value: date(email.created_date) },
    {
      id: 'next_attempt_date',
      label: fields.next_attempt_date,
      value: date(email.next_attempt_date),
    },
    { id: 'sent_date', label: fields.sent_date, value: date(email.sent_date) },
  ];
  return items;
}

/**
 * One e-mail: its envelope, status and dates, the text body as sent (plain text, line breaks
 * kept) and, when there is one, the HTML body in a sandboxed frame (no scripts, no same origin);
 * the HTML is never put into the console's own page.
 */
export function OutboxDetail({ email, copy, leads, locale, onClose }: OutboxDetailProps) {
  const { fields } = leads.outbox;
  return (
    <DetailDialog
      open={email !== undefined}
      title={email ? fillCopy(leads.outbox.detailTitle, { subject: email.subject }) : ''}
      closeLabel={copy.actions.close}
      onClose={onClose}
    >
      {email ? (
        <>
          <FieldList items={outboxItems(email, leads, locale)} />
          <h3 className="mt-8 text-base font-bold text-ink">{fields.text}</h3>
          <pre className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {email.text}
          </pre>
          {email.html ? (
            <>
              <h3 className="mt-8 text-base font-bold text-ink">{fields.html}</h3>
              <iframe
                sandbox=""
                srcDoc={email.html}
                title={leads.outbox.htmlFrame}
                referrerPolicy="no-referrer"
                className="mt-2 h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
              />
            </>
          ) : null}
        </>
      ) : null}
    </DetailDialog>
  );
}

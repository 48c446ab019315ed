import type { MailStatus } from '@vitrine/contract/client/mail-status-client';
import { AlertTriangle } from 'lucide-react';
import { formatCount } from '../../../shared/format/format-number';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import type { DashboardData } from '../dashboard-counts';
import { useDashboardCopy } from '../use-dashboard-copy';

/** What the outbox's figure means: sent as they come, or kept because nothing can be sent. */
function OutboxNote({ mail }: { mail: MailStatus }) {
  const { locale } = useConsole();
  const words = useDashboardCopy();
  const waiting = mail.pending + mail.stored;
  const failed =
    mail.failed > 0
      ? ` · ${fillCopy(words.outboxFailed, { count: formatCount(mail.failed, locale) })}`
      : '';
  if (!mail.smtp_configured) {
    return (
      <span
        className="flex gap-1.5 text-sm font-semibold text-amber-900"
        data-outbox-note="no-smtp"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {fillCopy(words.outboxNoSmtp, { count: formatCount(waiting, locale) })}
      </span>
    );
  }
  const text =
    mail.pending === 0
      ? words.outboxNothingWaiting
      : fillCopy(words.outboxSending, { count: formatCount(mail.pending, locale) });
  return (
    <span className="text-sm text-slate-600" data-outbox-note="smtp">
      {text}
      {failed}
    </span>
  );
}

/** The line under a card's figure, when it has one: pending subscribers, the outbox's truth. */
export function CountCardNote({ card, data }: { card: string; data: DashboardData | undefined }) {
  const { locale } = useConsole();
  const words = useDashboardCopy();
  if (!data) return null;
  if (card === 'outbox' && data.mail) return <OutboxNote mail={data.mail} />;
  if (card === 'newsletter' && data.newsletterPending !== undefined) {
    return (
      <span className="text-sm text-slate-600">
        {fillCopy(words.newsletterPending, {
          count: formatCount(data.newsletterPending, locale),
        })}
      </span>
    );
  }
  return null;
}

import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import type { HeldEmails, heldEmailsAction } from '../held-emails';
import { OutboxHeldList, type HeldAction } from './outbox-held-list';
import { formatCount } from '../../../shared/format/format-number';
import { useToast } from '../../../shared/toast/use-toast';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** What the admin is asked to confirm: all held e-mails, or one. */
interface Question {
  action: HeldAction;
  email?: OutboxEmailRecord;
}

/**
 * The e-mails held since a restore (decision 0051), above the outbox table: how many and why,
 * "Send them" and "Drop them" for all, and the same for each of the oldest listed; every choice
 * is confirmed first. Nothing is shown when none is held.
 */
export function OutboxHeldBanner({ held, leads }: { held: HeldEmails; leads: ConsoleLeadsCopy }) {
  const { copy, locale } = useConsole();
  const { toast } = useToast();
  const fetcher = useFetcher<typeof heldEmailsAction>();
  const [question, setQuestion] = useState<Question>();
  const words = leads.outbox.held;
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome) return;
    setQuestion(undefined);
    if (outcome.failure !== undefined) {
      toast({
        variant: 'destructive',
        title: fillCopy(words.failed, { message: outcome.failure }),
      });
      return;
    }
    const { action, changed } = outcome.data;
    const done = action === 'send' ? words.sentDone : words.droppedDone;
    toast({ title: fillCopy(done, { n: formatCount(changed, locale) }) });
    // Once per answer: the copy and locale are the page's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (held.count === 0) return null;
  const ask = (action: HeldAction, email?: OutboxEmailRecord) => setQuestion({ action, email });
  const confirm = () => {
    if (!question) return;
    const form = new FormData();
    form.set('action', question.action);
    if (question.email) form.append('id', question.email.id);
    void fetcher.submit(form, { method: 'post' });
  };
  const titles = question?.email
    ? { send: words.confirmSendOne, drop: words.confirmDropOne }
    : { send: words.confirmSendAll, drop: words.confirmDropAll };
  const values = { n: formatCount(held.count, locale), to: question?.email?.to ?? '' };
  return (
    <>
      <OutboxHeldList held={held} leads={leads} locale={locale} busy={busy} onAsk={ask} />
      <ConfirmDialog
        open={question !== undefined}
        title={question ? fillCopy(titles[question.action], values) : ''}
        confirmLabel={question?.action === 'drop' ? words.drop : words.send}
        cancelLabel={copy.actions.cancel}
        destructive={question?.action === 'drop'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setQuestion(undefined)}
      >
        <p>{question?.action === 'drop' ? words.dropText : words.sendText}</p>
      </ConfirmDialog>
    </>
  );
}

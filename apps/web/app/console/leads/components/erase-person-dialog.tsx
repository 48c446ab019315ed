import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import type { erasePersonAction } from '../erase-person';
import { formatCount } from '../../../shared/format/format-number';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { useToast } from '../../../shared/toast/use-toast';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

interface ErasePersonDialogProps {
  /** The address to erase; the dialog is open while it is set. */
  email: string | undefined;
  leads: ConsoleLeadsCopy;
  onCancel: () => void;
  onErased: () => void;
}

/**
 * GDPR erasure: asks first (destructive, cannot be undone), then deletes every lead record with
 * that e-mail and the e-mails sent to or about the person (the route's `clientAction`), and sums
 * up what went.
 */
export function ErasePersonDialog({ email, leads, onCancel, onErased }: ErasePersonDialogProps) {
  const { copy, locale } = useConsole();
  const { toast } = useToast();
  const fetcher = useFetcher<typeof erasePersonAction>();
  const busy = fetcher.state !== 'idle';
  const words = leads.erase;
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.failure !== undefined) {
      onCancel();
      toast({
        variant: 'destructive',
        title: fillCopy(words.failed, { message: outcome.failure }),
      });
      return;
    }
    const { deleted, email: erased } = outcome.data;
    const count = (value: number | undefined) => formatCount(value ?? 0, locale);
    toast({
      title: fillCopy(words.done, { email: erased }),
      description: fillCopy(words.summary, {
        waitlist: count(deleted.WaitlistSubscriber),
        contact: count(deleted.ContactMessage),
        demo: count(deleted.DemoRequest),
        newsletter: count(deleted.NewsletterSubscriber),
        outbox: count(deleted.OutboxEmail),
      }),
    });
    onErased();
    // Once per answer: the callbacks and copy are the page's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return (
    <ConfirmDialog
      open={email !== undefined}
      title={fillCopy(words.title, { email: email ?? '' })}
      confirmLabel={busy ? words.erasing : words.confirm}
      cancelLabel={copy.actions.cancel}
      destructive
      busy={busy}
      onConfirm={() => {
        if (email) void fetcher.submit({ email }, { method: 'post' });
      }}
      onCancel={onCancel}
    >
      <p>{words.text}</p>
      <p className="mt-3 font-semibold text-red-800">{words.warning}</p>
    </ConfirmDialog>
  );
}

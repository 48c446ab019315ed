import { useState } from 'react';
import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import { failureOf } from '../../../console/leads/api-failure';
import { formatCount } from '../../../console/leads/format';
import { useConsole } from '../../../console/console-context';
import { fillCopy } from '../../../i18n/console-locale';
import { useToast } from '../../toast/use-toast';
import { ConfirmDialog } from '../confirm-dialog';

interface ErasePersonDialogProps {
  /** The address to erase; the dialog is open while it is set. */
  email: string | undefined;
  leads: ConsoleLeadsCopy;
  onCancel: () => void;
  onErased: () => void;
}

/**
 * GDPR erasure: asks first (destructive, cannot be undone), then deletes every lead record with
 * that e-mail and the e-mails sent to or about the person, and sums up what went.
 */
export function ErasePersonDialog({ email, leads, onCancel, onErased }: ErasePersonDialogProps) {
  const { client, copy, locale } = useConsole();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const words = leads.erase;

  const erase = async () => {
    if (!email) return;
    setBusy(true);
    try {
      const { deleted } = await client.privacy.erase(email);
      const count = (value: number | undefined) => formatCount(value ?? 0, locale);
      toast({
        title: fillCopy(words.done, { email }),
        description: fillCopy(words.summary, {
          waitlist: count(deleted.WaitlistSubscriber),
          contact: count(deleted.ContactMessage),
          demo: count(deleted.DemoRequest),
          newsletter: count(deleted.NewsletterSubscriber),
          outbox: count(deleted.OutboxEmail),
        }),
      });
      onErased();
    } catch (error) {
      onCancel();
      toast({
        variant: 'destructive',
        title: fillCopy(words.failed, { message: failureOf(error).message }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={email !== undefined}
      title={fillCopy(words.title, { email: email ?? '' })}
      confirmLabel={busy ? words.erasing : words.confirm}
      cancelLabel={copy.actions.cancel}
      destructive
      busy={busy}
      onConfirm={erase}
      onCancel={onCancel}
    >
      <p>{words.text}</p>
      <p className="mt-3 font-semibold text-red-800">{words.warning}</p>
    </ConfirmDialog>
  );
}

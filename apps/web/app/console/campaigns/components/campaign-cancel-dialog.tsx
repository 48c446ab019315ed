import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { fillCopy } from '../../shared/console-locale';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/**
 * Asked before a sending is canceled (for good: it cannot be restarted), or before a scheduled
 * campaign is taken back to a draft.
 */
export function CampaignCancelDialog({
  open,
  campaign,
  copy,
  locale,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  campaign: NewsletterCampaignRecord;
  copy: ConsoleCampaignsCopy;
  locale: Locale;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { cancelDialog } = copy.progress;
  const scheduled = campaign.status === 'scheduled';
  const date = formatDateTime(campaign.scheduled_at, locale);
  return (
    <ConfirmDialog
      open={open}
      title={scheduled ? copy.send.unscheduleTitle : cancelDialog.title}
      confirmLabel={scheduled ? copy.send.unschedule : cancelDialog.confirm}
      cancelLabel={cancelDialog.keep}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{scheduled ? fillCopy(copy.send.unscheduleText, { date }) : cancelDialog.text}</p>
    </ConfirmDialog>
  );
}

import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { Play, TriangleAlert } from 'lucide-react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { BUTTON } from '../../shared/ui/button-styles';

/** Whether the campaign waits because its database was restored (decision 0051). */
export const pausedByRestore = (campaign: NewsletterCampaignRecord) =>
  campaign.status === 'paused' && campaign.paused_reason === 'restored';

/**
 * A campaign paused by a restore: why, what resuming means (recipients reached after the backup
 * get it again), and "Resume sending". Cancel stays in the panel's controls.
 */
export function CampaignRestoreBanner({
  copy,
  busy,
  onResume,
}: {
  copy: ConsoleCampaignsCopy;
  busy: boolean;
  onResume: () => void;
}) {
  const words = copy.restored;
  return (
    <div
      role="status"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {words.title}
      </p>
      <p className="mt-1">{words.text}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={BUTTON.primary} disabled={busy} onClick={onResume}>
          <Play aria-hidden="true" className="size-4" />
          {words.resume}
        </button>
        <span>{words.orCancel}</span>
      </div>
    </div>
  );
}

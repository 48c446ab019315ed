import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { TriangleAlert } from 'lucide-react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';

/** Whether the campaign waits because its database was restored (decision 0051). */
export const pausedByRestore = (campaign: NewsletterCampaignRecord) =>
  campaign.status === 'paused' && campaign.paused_reason === 'restored';

/**
 * A campaign paused by a restore: why, and what resuming means (recipients reached after the
 * backup get it again). Resume and Cancel are the panel's own controls, just above.
 */
export function CampaignRestoreBanner({ copy }: { copy: ConsoleCampaignsCopy }) {
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
      <p className="mt-1">{words.choice}</p>
    </div>
  );
}

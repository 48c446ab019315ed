import type { NewsletterCampaignStatus } from '@vitrine/contract/entities/newsletter-campaign';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';

const TONES: Record<NewsletterCampaignStatus, { badge: string; dot: string }> = {
  draft: { badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-500' },
  scheduled: { badge: 'bg-sky-50 text-sky-900', dot: 'bg-sky-600' },
  sending: { badge: 'bg-indigo-50 text-indigo-900', dot: 'bg-indigo-600' },
  paused: { badge: 'bg-amber-50 text-amber-900', dot: 'bg-amber-600' },
  sent: { badge: 'bg-emerald-50 text-emerald-800', dot: 'bg-emerald-600' },
  canceled: { badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-400' },
  failed: { badge: 'bg-red-50 text-red-800', dot: 'bg-red-600' },
};

/** A campaign's status in words, with a coloured dot (the word carries the meaning). */
export function CampaignStatusBadge({
  status,
  copy,
}: {
  status: NewsletterCampaignStatus;
  copy: ConsoleCampaignsCopy['statuses'];
}) {
  const tone = TONES[status] ?? TONES.draft;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {copy[status] ?? status}
    </span>
  );
}

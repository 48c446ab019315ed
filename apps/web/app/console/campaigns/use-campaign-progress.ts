import type { NewsletterCampaignStatus } from '@vitrine/contract/entities/newsletter-campaign';
import type { CampaignProgress } from '@vitrine/contract/newsletter/campaign-api';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { EntityChange } from '../shared/realtime/entity-change';
import { useEntityChanges, useLiveConnected } from '../shared/realtime/use-entity-changes';
import { campaignsClient } from './campaigns-client';

/** How often the progress is asked while the campaign is sending and the tab is visible. */
export const PROGRESS_POLL_MS = 2_000;
/** The same while the console's socket is connected: the record's changes stream meanwhile. */
export const LIVE_PROGRESS_POLL_MS = 15_000;

/**
 * The progress with a changed campaign record's figures (an `update` streamed from the server):
 * counts and status at once; rate and time to finish kept from the last poll, the time
 * recomputed for what is left.
 */
export function progressFromChange(
  progress: CampaignProgress,
  change: EntityChange,
): CampaignProgress {
  const record = change.data;
  if (change.type !== 'update' || change.id !== progress.id || !record) return progress;
  const count = (key: 'recipients' | 'sent' | 'failed' | 'skipped') =>
    typeof record[key] === 'number' ? (record[key] as number) : progress[key];
  const [recipients, sent, failed, skipped] = [
    count('recipients'),
    count('sent'),
    count('failed'),
    count('skipped'),
  ];
  const left = Math.max(0, recipients - sent - failed - skipped);
  const rate = progress.rate_per_minute;
  return {
    ...progress,
    status: (record.status as NewsletterCampaignStatus | undefined) ?? progress.status,
    recipients,
    sent,
    failed,
    skipped,
    left,
    eta_seconds: rate > 0 ? Math.round((left / rate) * 60) : progress.eta_seconds,
  };
}

/**
 * The sending's progress (`GET newsletter/campaigns/{id}/progress`): asked once for a paused
 * campaign, every 2 s while one is sending (and at once when the tab becomes visible again).
 * While the console's socket is connected, the campaign's own updates stream the figures and
 * the poll slows to every 15 s (rate and time to finish). When the server's status differs
 * from the page's (the sending finished, paused itself past the error threshold), the page's
 * campaign is loaded again. A failed call keeps the last figures.
 */
export function useCampaignProgress(id: string, status: NewsletterCampaignStatus, active: boolean) {
  const [progress, setProgress] = useState<CampaignProgress>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const live = useLiveConnected();

  useEntityChanges(
    'NewsletterCampaign',
    (change) => {
      if (change.id !== id) return;
      setProgress((current) => current && progressFromChange(current, change));
      const next = change.data?.status;
      if (typeof next === 'string' && next !== status) void revalidate();
    },
    active,
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const ask = () => {
      campaignsClient()
        .progress(id, { signal: controller.signal })
        .then((answer) => {
          setProgress(answer);
          if (answer.status !== status) void revalidate();
        })
        .catch(() => undefined);
    };
    const schedule = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      ask();
      if (status === 'sending')
        timer = setInterval(ask, live ? LIVE_PROGRESS_POLL_MS : PROGRESS_POLL_MS);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [id, status, active, revalidate, live]);

  return progress;
}

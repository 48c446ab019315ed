import type { NewsletterCampaignStatus } from '@vitrine/contract/entities/newsletter-campaign';
import type { CampaignProgress } from '@vitrine/contract/newsletter/campaign-api';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { campaignsClient } from './campaigns-client';

/** How often the progress is asked while the campaign is sending and the tab is visible. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * The sending's progress (`GET newsletter/campaigns/{id}/progress`): asked once for a paused
 * campaign, every 2 s while one is sending (and at once when the tab becomes visible again).
 * When the server's status differs from the page's (the sending finished, paused itself past
 * the error threshold), the page's campaign is loaded again. A failed call keeps the last figures.
 */
export function useCampaignProgress(id: string, status: NewsletterCampaignStatus, active: boolean) {
  const [progress, setProgress] = useState<CampaignProgress>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;

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
      if (status === 'sending') timer = setInterval(ask, PROGRESS_POLL_MS);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [id, status, active, revalidate]);

  return progress;
}

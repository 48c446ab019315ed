import type { CampaignProgress } from '@vitrine/contract/newsletter/campaign-api';
import type { Locale } from '@vitrine/contract/locales';
import { countedCopy, formatCountFor } from '../shared/counted-copy';
import { fillCopy } from '../shared/console-locale';
import type { ConsoleCampaignsCopy } from './content/fr/console-campaigns';

/** Recipients handled so far: sent, failed or skipped. */
export const doneCount = (progress: Pick<CampaignProgress, 'sent' | 'failed' | 'skipped'>) =>
  progress.sent + progress.failed + progress.skipped;

/** The whole percentage done (0 with no recipients yet), never above 100. */
export function percentDone(
  progress: Pick<CampaignProgress, 'sent' | 'failed' | 'skipped' | 'recipients'>,
) {
  if (progress.recipients <= 0) return 0;
  return Math.min(100, Math.floor((doneCount(progress) / progress.recipients) * 100));
}

/** Time to finish in words: « moins d’une minute », « 12 min », « 2 h 05 min »; `—` when unknown. */
export function formatEta(seconds: number | null, copy: ConsoleCampaignsCopy['progress']) {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return copy.etaUnknown;
  if (seconds < 60) return copy.etaSoon;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return fillCopy(copy.etaMinutes, { n: minutes });
  const hours = Math.floor(minutes / 60);
  return fillCopy(copy.etaHours, { h: hours, m: String(minutes % 60).padStart(2, '0') });
}

/**
 * What the live region says about a sending: its status and how far it got, by tenths, so a
 * screen reader hears each step rather than every poll.
 */
export function progressAnnouncement(
  progress: CampaignProgress,
  statusLabel: string,
  copy: ConsoleCampaignsCopy['progress'],
) {
  const tenths = Math.floor(percentDone(progress) / 10) * 10;
  return fillCopy(copy.announce, { status: statusLabel, n: tenths });
}

/** The time to finish, or that it waits on an interrupted batch (its lease not renewed). */
export function etaText(
  progress: Pick<CampaignProgress, 'eta_seconds' | 'lease_waiting'>,
  copy: ConsoleCampaignsCopy['progress'],
) {
  if (progress.lease_waiting > 0) return copy.etaResuming;
  return formatEta(progress.eta_seconds, copy);
}

/**
 * What the console says while recipients wait on a batch whose server stopped or crashed: how
 * many, and in how many seconds their lease ends (or that they are going out now); null when
 * none wait.
 */
export function leaseNotice(
  progress: Pick<CampaignProgress, 'lease_waiting' | 'lease_retry_at'>,
  copy: ConsoleCampaignsCopy['progress'],
  locale: Locale,
  now = Date.now(),
) {
  if (progress.lease_waiting <= 0) return null;
  const retryAt = progress.lease_retry_at ? Date.parse(progress.lease_retry_at) : Number.NaN;
  const seconds = Math.ceil((retryAt - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0)
    return countedCopy(copy.leaseResuming, progress.lease_waiting, locale);
  return countedCopy(copy.leaseWaiting, progress.lease_waiting, locale, {
    seconds: formatCountFor(seconds, locale),
  });
}

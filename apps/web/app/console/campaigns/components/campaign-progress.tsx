import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { CampaignProgress } from '@vitrine/contract/newsletter/campaign-api';
import { Pause, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import {
  doneCount,
  etaText,
  leaseNotice,
  percentDone,
  progressAnnouncement,
} from '../campaign-figures';
import { formatCountFor } from '../../shared/counted-copy';
import { useCampaignProgress } from '../use-campaign-progress';
import type { CampaignEditorState } from '../use-campaign-editor';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { CampaignCancelDialog } from './campaign-cancel-dialog';
import { CampaignRestoreBanner, pausedByRestore } from './campaign-restore-banner';

/** The record's own figures, until the first progress answer comes. */
function fromRecord(campaign: NewsletterCampaignRecord): CampaignProgress {
  const { id, status, recipients, sent, failed, skipped = 0 } = campaign;
  return {
    id,
    status,
    recipients,
    sent,
    failed,
    skipped,
    left: Math.max(0, recipients - sent - failed - skipped),
    rate_per_minute: 0,
    eta_seconds: null,
    lease_waiting: 0,
    lease_retry_at: null,
    started_at: campaign.started_at ?? null,
    finished_at: campaign.finished_at ?? null,
    last_error: campaign.last_error ?? null,
  };
}

/**
 * A sending or paused campaign: a progress bar (its value said in words too), the figures
 * (sent, failed, skipped, left, rate, time to finish, or the recipients waiting on a batch
 * interrupted by a crash and when they go out again), polled every 2 s while sending, and
 * pause, resume or cancel (confirmed). A live region says each tenth done and each change of
 * status, not every poll.
 */
export function CampaignProgressPanel({
  campaign,
  editor,
  copy,
}: {
  campaign: NewsletterCampaignRecord;
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy;
}) {
  const { locale } = useConsole();
  const [canceling, setCanceling] = useState(false);
  const polled = useCampaignProgress(campaign.id, campaign.status, true);
  const progress = polled ?? fromRecord(campaign);
  const text = copy.progress;
  const { busy, run } = editor;
  const sending = campaign.status === 'sending';
  // Its last_error is the server's English sentence: the banner says it in the console's words.
  const restored = pausedByRestore(campaign);
  const count = (value: number) => formatCountFor(value, locale);
  const done = doneCount(progress);
  const percent = percentDone(progress);
  const valueText = fillCopy(text.value, { done: count(done), total: count(progress.recipients) });
  const figures: [string, string][] = [
    [text.sent, count(progress.sent)],
    [text.failed, count(progress.failed)],
    [text.skipped, count(progress.skipped)],
    [text.left, count(progress.left)],
    [
      text.rate,
      sending
        ? fillCopy(text.ratePerMinute, { n: count(progress.rate_per_minute) })
        : text.etaUnknown,
    ],
    [text.eta, sending ? etaText(progress, text) : text.etaUnknown],
  ];
  const waiting = leaseNotice(progress, text, locale);
  return (
    <section aria-labelledby="campaign-progress-heading" className={`${CARD} mt-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaign-progress-heading" className="text-lg font-semibold text-ink">
          {sending ? text.heading : text.pausedHeading}
        </h2>
        <div className="flex flex-wrap gap-3">
          {sending ? (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy !== undefined}
              onClick={() => run('pause')}
            >
              <Pause aria-hidden="true" className="size-4" />
              {text.pause}
            </button>
          ) : (
            <button
              type="button"
              className={BUTTON.primary}
              disabled={busy !== undefined}
              onClick={() => run('resume')}
            >
              <Play aria-hidden="true" className="size-4" />
              {text.resume}
            </button>
          )}
          <button
            type="button"
            className={BUTTON.danger}
            disabled={busy !== undefined}
            onClick={() => setCanceling(true)}
          >
            <XCircle aria-hidden="true" className="size-4" />
            {text.cancel}
          </button>
        </div>
      </div>
      {restored ? <CampaignRestoreBanner copy={copy} /> : null}
      <div className="mt-5 flex items-center justify-between text-sm">
        <span id="campaign-progress-label" className="font-semibold text-slate-800">
          {text.label}
        </span>
        <span className="text-slate-700 tabular-nums">
          {valueText} · {fillCopy(text.percent, { n: percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="campaign-progress-label"
        aria-valuemin={0}
        aria-valuemax={progress.recipients}
        aria-valuenow={Math.min(done, progress.recipients)}
        aria-valuetext={valueText}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${sending ? 'bg-brand' : 'bg-amber-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="sr-only">
        {progressAnnouncement(progress, copy.statuses[progress.status], text)}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {waiting ? (
        <p className="mt-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          {waiting}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">{text.skippedHelp}</p>
      {progress.last_error && !restored ? (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {fillCopy(text.lastError, { message: progress.last_error })}
        </p>
      ) : null}
      <CampaignCancelDialog
        open={canceling}
        campaign={campaign}
        copy={copy}
        locale={locale}
        busy={busy !== undefined}
        onConfirm={() => {
          setCanceling(false);
          run('cancel');
        }}
        onClose={() => setCanceling(false)}
      />
    </section>
  );
}

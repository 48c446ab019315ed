import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import type { CampaignReport } from '@vitrine/contract/newsletter/campaign-api';
import { ExternalLink } from 'lucide-react';
import { readAppId } from '../../../shared/api/app-id';
import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { formatCountFor } from '../../shared/counted-copy';
import { useCampaignReport } from '../use-campaign-report';
import { CampaignClicks } from './campaign-clicks';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { DataTable, type Column } from '../../shared/table/data-table';

type Failure = CampaignReport['failures'][number] & { id: string };

function failureColumns(copy: ConsoleCampaignsCopy['report'], locale: Locale): Column<Failure>[] {
  const { columns } = copy;
  return [
    {
      id: 'email',
      header: columns.email,
      className: 'min-w-48 break-all',
      cell: (row) => row.email ?? <span className="text-slate-500 italic">{copy.erased}</span>,
    },
    { id: 'error', header: columns.error, className: 'min-w-64', cell: (row) => row.error },
    {
      id: 'bounced',
      header: columns.bounced,
      className: 'whitespace-nowrap',
      cell: (row) => (row.bounced ? copy.yes : copy.no),
    },
    {
      id: 'at',
      header: columns.at,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => formatDateTime(row.at, locale),
    },
  ];
}

function ReportFigures({ report, copy }: { report: CampaignReport; copy: ConsoleCampaignsCopy }) {
  const { locale } = useConsole();
  const text = copy.report;
  const count = (value: number) => formatCountFor(value, locale);
  const figures: [string, string][] = [
    [text.recipients, count(report.recipients)],
    [text.sent, count(report.sent)],
    [text.failedCount, count(report.failed)],
    [text.skipped, count(report.skipped)],
    [text.bounced, count(report.bounced)],
  ];
  const dates: [string, string | null][] = [
    [text.started, report.started_at],
    [text.finished, report.finished_at],
  ];
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">{text.bouncedHelp}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {dates.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-700 tabular-nums">
              {value ? formatDateTime(value, locale) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      {report.last_error ? (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {fillCopy(text.lastError, { message: report.last_error })}
        </p>
      ) : null}
    </>
  );
}

/** A finished campaign (sent, canceled or failed): its figures, dates and undelivered e-mails. */
export function CampaignReportPanel({
  campaign,
  copy,
}: {
  campaign: NewsletterCampaignRecord;
  copy: ConsoleCampaignsCopy;
}) {
  const { locale } = useConsole();
  const loaded = useCampaignReport(campaign.id, true);
  const text = copy.report;
  // The web version exists once sending started (not for a campaign canceled while scheduled).
  const webVersion = campaign.started_at
    ? `/api/apps/${encodeURIComponent(readAppId())}/newsletter/campaigns/${encodeURIComponent(campaign.id)}/web`
    : undefined;
  return (
    <section aria-labelledby="campaign-report-heading" className={`${CARD} mt-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaign-report-heading" className="text-lg font-semibold text-ink">
          {text.heading}
        </h2>
        {webVersion ? (
          <a href={webVersion} target="_blank" rel="noopener" className={BUTTON.secondary}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {text.webVersion}
            <span className="sr-only"> {text.newTab}</span>
          </a>
        ) : null}
      </div>
      {loaded.state === 'loading' ? (
        <p role="status" className="mt-4 text-slate-600">
          {text.loading}
        </p>
      ) : loaded.state === 'failed' ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {fillCopy(text.failed, { message: loaded.message })}
        </p>
      ) : (
        <>
          <ReportFigures report={loaded.report} copy={copy} />
          <CampaignClicks report={loaded.report} copy={copy.measure} />
          <h3 className="mt-8 text-base font-semibold text-ink">{text.failuresHeading}</h3>
          {loaded.report.failures.length === 0 ? (
            <p className="mt-2 text-slate-600">{text.noFailures}</p>
          ) : (
            <DataTable
              label={text.failuresCaption}
              columns={failureColumns(text, locale)}
              rows={loaded.report.failures.map((failure, index) => ({
                ...failure,
                id: String(index),
              }))}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { formatCountFor } from '../../shared/counted-copy';
import type { CampaignSummary } from '../campaigns-query';
import { fillCopy } from '../../shared/console-locale';
import type { Column } from '../../shared/table/data-table';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The dates that say where a campaign stands: created, then scheduled, started, finished. */
function CampaignDates({
  campaign,
  copy,
  locale,
}: {
  campaign: CampaignSummary;
  copy: ConsoleCampaignsCopy['list'];
  locale: Locale;
}) {
  const lines: [string, string | undefined][] = [
    [copy.created, campaign.created_date],
    [copy.scheduledFor, campaign.status === 'scheduled' ? campaign.scheduled_at : undefined],
    [copy.started, campaign.started_at],
    [copy.finished, campaign.finished_at],
  ];
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {lines
        .filter((line): line is [string, string] => Boolean(line[1]))
        .map(([text, date]) => (
          <li key={text}>{fillCopy(text, { date: formatDateTime(date, locale) })}</li>
        ))}
    </ul>
  );
}

/** The campaigns list's columns: the subject (a link to the campaign), status, language, figures, dates. */
export function campaignColumns(
  copy: ConsoleCampaignsCopy,
  locale: Locale,
): Column<CampaignSummary>[] {
  const { columns } = copy.list;
  const count = (value: number) => formatCountFor(value, locale);
  return [
    {
      id: 'subject',
      header: columns.subject,
      className: 'min-w-64 py-3',
      cell: (campaign) => (
        <Link
          to={`/admin/campaigns/${campaign.id}`}
          className="inline-flex min-h-6 font-semibold break-words text-ink hover:text-brand hover:underline"
        >
          {campaign.subject}
        </Link>
      ),
    },
    {
      id: 'status',
      header: columns.status,
      cell: (campaign) => <CampaignStatusBadge status={campaign.status} copy={copy.statuses} />,
    },
    {
      id: 'language',
      header: columns.language,
      className: 'whitespace-nowrap',
      cell: (campaign) => copy.languages[campaign.language],
    },
    {
      id: 'recipients',
      header: columns.recipients,
      className: 'whitespace-nowrap tabular-nums',
      cell: (campaign) => count(campaign.recipients),
    },
    {
      id: 'delivery',
      header: columns.delivery,
      className: 'whitespace-nowrap tabular-nums',
      cell: (campaign) => {
        const values = { sent: count(campaign.sent), failed: count(campaign.failed) };
        return (
          <>
            <span aria-hidden="true">{fillCopy(copy.list.delivery, values)}</span>
            <span className="sr-only">{fillCopy(copy.list.deliveryLabel, values)}</span>
          </>
        );
      },
    },
    {
      id: 'dates',
      header: columns.dates,
      className: 'min-w-44 tabular-nums',
      cell: (campaign) => <CampaignDates campaign={campaign} copy={copy.list} locale={locale} />,
    },
  ];
}

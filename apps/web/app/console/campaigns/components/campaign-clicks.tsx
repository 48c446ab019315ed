import type { CampaignReport } from '@vitrine/contract/newsletter/campaign-api';
import { formatCountFor } from '../../shared/counted-copy';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { DataTable, type Column } from '../../shared/table/data-table';

type LinkRow = CampaignReport['clicks']['links'][number] & { id: string };

/** The clicks of a sent campaign, per link and in all, and the visits and leads that followed. */
export function CampaignClicks({
  report,
  copy,
}: {
  report: CampaignReport;
  copy: ConsoleCampaignsCopy['measure'];
}) {
  const { locale } = useConsole();
  const count = (value: number) => formatCountFor(value, locale);
  const figures: [string, string][] = [
    [copy.uniqueClicks, count(report.clicks.unique)],
    [copy.totalClicks, count(report.clicks.total)],
    [copy.visits, count(report.visits)],
    [copy.conversions, count(report.conversions)],
  ];
  const columns: Column<LinkRow>[] = [
    {
      id: 'url',
      header: copy.columns.url,
      className: 'min-w-64 break-all',
      cell: (row) => row.url,
    },
    {
      id: 'unique',
      header: copy.columns.unique,
      className: 'tabular-nums',
      cell: (row) => count(row.unique),
    },
    {
      id: 'total',
      header: copy.columns.total,
      className: 'tabular-nums',
      cell: (row) => count(row.total),
    },
  ];
  return (
    <>
      <h3 className="mt-8 text-base font-semibold text-ink">{copy.heading}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">{copy.uniqueHelp}</p>
      <p className="mt-1 text-sm text-slate-600">
        {fillCopy(copy.source, { slug: report.utm_campaign })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{copy.noOpens}</p>
      {report.clicks.links.length === 0 ? (
        <p className="mt-3 text-slate-600">{copy.noLinks}</p>
      ) : (
        <DataTable
          label={copy.linksCaption}
          columns={columns}
          rows={report.clicks.links.map((link, index) => ({ ...link, id: String(index) }))}
          rowKey={(row) => row.id}
        />
      )}
    </>
  );
}

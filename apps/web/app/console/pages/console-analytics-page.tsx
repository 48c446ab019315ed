import { useDashboardQuery } from '../analytics/use-dashboard-query';
import { useAnalyticsCopy } from '../analytics/use-analytics-copy';
import type { DashboardData } from '../analytics/load-dashboard';
import { chartInterval } from '../analytics/dashboard-query';
import { DASHBOARD_TABLES } from '../analytics/dashboard-tables';
import { AnalyticsControls } from '../components/analytics/analytics-controls';
import { AudienceChart } from '../components/analytics/audience-chart';
import { BreakdownTable } from '../components/analytics/breakdown-table';
import { FigureCards } from '../components/analytics/figure-cards';
import { FilterChips } from '../components/analytics/filter-chips';
import { ConsoleHeading } from '../components/console-heading';
import { LoadFailure } from '../components/load-failure';
import type { Loaded } from '../session';

/**
 * `/admin/analytics`: the period's figures, their evolution and where visits come from. The
 * address holds the period, the comparison and the filters; a click on a table's row filters.
 */
export function ConsoleAnalyticsPage({ loaded }: { loaded: Loaded<DashboardData> }) {
  const copy = useAnalyticsCopy();
  const { query, asked, go, key } = useDashboardQuery();
  const data = loaded.data;
  return (
    <>
      <ConsoleHeading title={copy.title} intro={copy.intro} />
      <AnalyticsControls query={asked} onChange={go} />
      <FilterChips query={query} onChange={go} />
      {data ? (
        <div className="mt-6 flex flex-col gap-8">
          <FigureCards aggregate={data.aggregate} />
          <AudienceChart timeseries={data.timeseries} interval={chartInterval(data.query)} />
          <div className="grid gap-8 xl:grid-cols-2">
            {DASHBOARD_TABLES.map((table) => (
              <BreakdownTable
                key={`${table} ${key}`}
                table={table}
                query={query}
                first={data.tables[table]}
                onFilter={go}
              />
            ))}
          </div>
        </div>
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
    </>
  );
}

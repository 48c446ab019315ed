import { useDashboardQuery } from './use-dashboard-query';
import { useAnalyticsCopy } from './use-analytics-copy';
import type { DashboardData } from './load-dashboard';
import { chartInterval } from './dashboard-query';
import { DASHBOARD_TABLES } from './dashboard-tables';
import { AnalyticsControls } from './components/analytics-controls';
import { AudienceChart } from './components/audience-chart';
import { BreakdownTable } from './components/breakdown-table';
import { FigureCards } from './components/figure-cards';
import { FilterChips } from './components/filter-chips';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import type { Loaded } from '../shared/session';

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

import { useToast } from '../../../shared/toast/use-toast';
import { apiFailure } from '../../shared/api-failure';
import { exportBreakdown } from '../export-breakdown';
import type { DashboardQuery } from '../dashboard-query';
import type { DashboardTable } from '../dashboard-tables';
import { useAnalyticsCopy } from '../use-analytics-copy';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { ExportButton } from '../../shared/table/export-button';

/** Downloads one table of the dashboard as CSV, for the period and filters in force. */
export function BreakdownExport({
  table,
  query,
  empty,
}: {
  table: DashboardTable;
  query: DashboardQuery;
  empty: boolean;
}) {
  const { copy } = useConsole();
  const analytics = useAnalyticsCopy();
  const { toast } = useToast();
  const run = async () => {
    try {
      await exportBreakdown(table, query, analytics.tables.file);
    } catch (error) {
      const message = apiFailure(error).message;
      toast({
        variant: 'destructive',
        title: fillCopy(analytics.tables.exportFailed, { message }),
      });
    }
  };
  return (
    <ExportButton
      label={copy.actions.exportCsv}
      accessibleName={fillCopy(analytics.tables.exportLabel, {
        action: copy.actions.exportCsv,
        table: analytics.tables[table],
      })}
      busyLabel={copy.actions.exporting}
      disabled={empty}
      onExport={run}
    />
  );
}

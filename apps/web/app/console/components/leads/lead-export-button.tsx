import { useSearchParams } from 'react-router';
import { useToast } from '../../../shared/toast/use-toast';
import { apiFailure } from '../../api-failure';
import { useConsole } from '../../console-context';
import { fillCopy } from '../../console-locale';
import { downloadBlob } from '../../leads/browser-files';
import { exportFileName } from '../../leads/format';
import { LEAD_ENTITIES, type LeadKind } from '../../leads/lead-kinds';
import { LEAD_FILTER_KEYS, leadQuery } from '../../leads/lead-query';
import { useLeadsCopy } from '../../leads/use-leads-copy';
import { isFiltered, readFilters } from '../../lists/list-query';
import { NEWEST_FIRST } from '../../lists/paged-list';
import { ExportButton } from '../table/export-button';

/** Downloads the lead table as CSV: the rows the address's filters match, else every row. */
export function LeadExportButton({ kind, empty }: { kind: LeadKind; empty: boolean }) {
  const { client, copy } = useConsole();
  const leads = useLeadsCopy();
  const { toast } = useToast();
  const [params] = useSearchParams();

  const exportCsv = async () => {
    const query = leadQuery(kind, readFilters(params, LEAD_FILTER_KEYS));
    try {
      const handler = client.entities[LEAD_ENTITIES[kind]];
      const blob = await handler.exportCsv(isFiltered(query) ? query : undefined, NEWEST_FIRST);
      downloadBlob(blob, exportFileName(leads.kinds[kind].file));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: fillCopy(leads.export.failed, { message: apiFailure(error).message }),
      });
    }
  };

  return (
    <ExportButton
      label={copy.actions.exportCsv}
      busyLabel={copy.actions.exporting}
      disabled={empty}
      onExport={exportCsv}
    />
  );
}

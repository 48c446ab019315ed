import { useMemo, useState } from 'react';
import { ConsoleHeading } from '../components/console/console-heading';
import { ErasePersonDialog } from '../components/console/leads/erase-person-dialog';
import { leadColumns } from '../components/console/leads/lead-columns';
import { LeadDetail } from '../components/console/leads/lead-detail';
import { LeadFilters } from '../components/console/leads/lead-filters';
import { ExportButton } from '../components/console/table/export-button';
import { ListTable } from '../components/console/table/list-table';
import { useToast } from '../components/toast/use-toast';
import { useConsole } from '../console/console-context';
import { failureOf } from '../console/leads/api-failure';
import { downloadBlob } from '../console/leads/browser-files';
import { exportFileName } from '../console/leads/format';
import {
  LEAD_ENTITIES,
  isLeadKind,
  type LeadKind,
  type LeadRow,
} from '../console/leads/lead-kinds';
import { LEAD_FILTER_KEYS, isFiltered, leadQuery } from '../console/leads/lead-query';
import { NEWEST_FIRST, type ListSource } from '../console/leads/paged-list';
import { useLeadsCopy } from '../console/leads/use-leads-copy';
import { useListParams } from '../console/leads/use-list-params';
import { usePagedQuery } from '../console/leads/use-paged-query';
import { fillCopy } from '../i18n/console-locale';

/** `/admin/leads/:kind`: one of the four lead tables, or a "no such list" notice. */
export function ConsoleLeadsPage({ kind }: { kind: string | undefined }) {
  const leads = useLeadsCopy();
  if (!isLeadKind(kind)) {
    return (
      <div className="max-w-xl">
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="mt-2 text-2xl font-bold text-ink">{leads.unknownKind.title}</h1>
        <p className="mt-3 text-slate-600">{leads.unknownKind.text}</p>
      </div>
    );
  }
  return <LeadTable key={kind} kind={kind} />;
}

function LeadTable({ kind }: { kind: LeadKind }) {
  const { client, copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const { toast } = useToast();
  const list = useListParams(LEAD_FILTER_KEYS);
  const query = useMemo(() => leadQuery(kind, list.filters), [kind, list.filters]);
  const handler = client.entities[LEAD_ENTITIES[kind]];
  const result = usePagedQuery(
    kind,
    handler as unknown as ListSource<LeadRow>,
    query,
    list.page,
    list.setPage,
  );
  const [selected, setSelected] = useState<LeadRow>();
  const [erasing, setErasing] = useState<string>();
  const texts = leads.kinds[kind];

  const exportCsv = async () => {
    try {
      const blob = await handler.exportCsv(isFiltered(query) ? query : undefined, NEWEST_FIRST);
      downloadBlob(blob, exportFileName(texts.file));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: fillCopy(leads.export.failed, { message: failureOf(error).message }),
      });
    }
  };

  return (
    <>
      <ConsoleHeading
        title={texts.title}
        intro={texts.intro}
        actions={
          <ExportButton
            label={copy.actions.exportCsv}
            busyLabel={copy.actions.exporting}
            disabled={result.data?.total === 0}
            onExport={exportCsv}
          />
        }
      />
      <LeadFilters kind={kind} copy={leads} list={list} />
      <ListTable
        title={texts.title}
        result={result}
        list={list}
        filtered={isFiltered(query)}
        columns={leadColumns(kind, leads, locale, setSelected)}
        clearable
      />
      <LeadDetail
        kind={kind}
        row={selected}
        copy={copy}
        leads={leads}
        locale={locale}
        onClose={() => setSelected(undefined)}
        onErase={setErasing}
      />
      <ErasePersonDialog
        email={erasing}
        leads={leads}
        onCancel={() => setErasing(undefined)}
        onErased={() => {
          setErasing(undefined);
          setSelected(undefined);
          result.reload();
        }}
      />
    </>
  );
}

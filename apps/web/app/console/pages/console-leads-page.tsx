import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConsoleHeading } from '../components/console-heading';
import { ErasePersonDialog } from '../components/leads/erase-person-dialog';
import { LeadExportMenu } from '../components/leads/lead-export-menu';
import { leadColumns } from '../components/leads/lead-columns';
import { LeadDetail } from '../components/leads/lead-detail';
import { LeadFilters } from '../components/leads/lead-filters';
import { LoadFailure } from '../components/load-failure';
import { ListEmpty } from '../components/table/list-empty';
import { ListTable } from '../components/table/list-table';
import { useConsole } from '../console-context';
import { fillCopy } from '../console-locale';
import { isLeadKind, type LeadKind, type LeadRow } from '../leads/lead-kinds';
import { nextLeadSort, readLeadSort, writeLeadSort, type LeadSortKey } from '../leads/lead-sort';
import { useLeadWorkCopy } from '../leads/use-lead-work-copy';
import { useLeadsCopy } from '../leads/use-leads-copy';
import type { ListPage } from '../lists/load-list';
import { recentTotals } from '../lists/recent-totals';
import { useListSearch } from '../lists/use-list-search';
import type { Loaded } from '../session';

type LoadedLeads = Loaded<ListPage<LeadRow>> | undefined;

/** `/admin/leads/:kind`: one of the four lead tables, or a "no such list" notice. */
export function ConsoleLeadsPage({
  kind,
  loaded,
}: {
  kind: string | undefined;
  loaded: LoadedLeads;
}) {
  const leads = useLeadsCopy();
  if (!isLeadKind(kind) || !loaded) {
    return (
      <div className="max-w-xl">
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="mt-2 text-2xl font-bold text-ink">{leads.unknownKind.title}</h1>
        <p className="mt-3 text-slate-600">{leads.unknownKind.text}</p>
      </div>
    );
  }
  return <LeadTable kind={kind} loaded={loaded} />;
}

function LeadTable({ kind, loaded }: { kind: LeadKind; loaded: Loaded<ListPage<LeadRow>> }) {
  const { copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const work = useLeadWorkCopy();
  const search = useListSearch();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<LeadRow>();
  const [erasing, setErasing] = useState<string>();
  const texts = leads.kinds[kind];
  const list = loaded.data;
  const sort = readLeadSort(kind, search.value('sort'));
  return (
    <>
      <ConsoleHeading
        title={texts.title}
        intro={texts.intro}
        actions={<LeadExportMenu kind={kind} empty={list?.total === 0} />}
      />
      <LeadFilters kind={kind} copy={leads} />
      {list ? (
        <ListTable
          caption={fillCopy(leads.table.region, { title: texts.title })}
          pagingLabel={leads.table.pagingLabel}
          list={list}
          columns={leadColumns(kind, leads, work, locale, setSelected)}
          empty={<ListEmpty filtered={list.filtered} clearable />}
          sort={{
            key: sort.key,
            descending: sort.descending,
            onSort: (key) => search.setSort(writeLeadSort(nextLeadSort(sort, key as LeadSortKey))),
            sortByLabel: (column) => fillCopy(work.filters.sortByColumn, { column }),
          }}
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
      <LeadDetail
        kind={kind}
        row={selected}
        copy={copy}
        leads={leads}
        locale={locale}
        onClose={() => setSelected(undefined)}
        onErase={setErasing}
        onSaved={(saved) => {
          setSelected(saved);
          recentTotals.forget();
          void revalidator.revalidate();
        }}
      />
      <ErasePersonDialog
        email={erasing}
        leads={leads}
        onCancel={() => setErasing(undefined)}
        onErased={() => {
          setErasing(undefined);
          setSelected(undefined);
        }}
      />
    </>
  );
}

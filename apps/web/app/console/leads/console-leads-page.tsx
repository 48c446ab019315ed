import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ErasePersonDialog } from './components/erase-person-dialog';
import { LeadExportMenu } from './components/lead-export-menu';
import { leadColumns } from './components/lead-columns';
import { LeadDetail } from './components/lead-detail';
import { LeadFilters } from './components/lead-filters';
import { LoadFailure } from '../shared/ui/load-failure';
import { ListEmpty } from '../shared/table/list-empty';
import { ListTable } from '../shared/table/list-table';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { isLeadKind, type LeadKind, type LeadRow } from './lead-kinds';
import { nextLeadSort, readLeadSort, writeLeadSort, type LeadSortKey } from './lead-sort';
import { useLeadFromAddress } from './use-lead-from-address';
import { useLeadWorkCopy } from './use-lead-work-copy';
import { useLeadsCopy } from './use-leads-copy';
import { useLiveLeads } from './use-live-leads';
import { showsNewLeads } from './live-leads';
import { LiveLeadsNotice } from './components/live-leads-notice';
import type { ListPage } from '../shared/lists/load-list';
import { recentTotals } from '../shared/lists/recent-totals';
import { useListSearch } from '../shared/lists/use-list-search';
import type { Loaded } from '../shared/session';

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

/** The later of two versions of the open lead: the one saved here, the one the table got live. */
const newer = (saved: LeadRow | undefined, listed: LeadRow | undefined) =>
  saved && listed && String(listed.updated_date) > String(saved.updated_date) ? listed : saved;

function LeadTable({ kind, loaded }: { kind: LeadKind; loaded: Loaded<ListPage<LeadRow>> }) {
  const { copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const work = useLeadWorkCopy();
  const search = useListSearch();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<LeadRow>();
  const [erasing, setErasing] = useState<string>();
  const texts = leads.kinds[kind];
  const sort = readLeadSort(kind, search.value('sort'));
  const loadedList = loaded.data;
  const showsNew =
    loadedList !== undefined &&
    showsNewLeads({ page: loadedList.page, filtered: loadedList.filtered, sort });
  const live = useLiveLeads(kind, loadedList, showsNew);
  const list =
    loadedList && live ? { ...loadedList, rows: live.rows, total: live.total } : undefined;
  const arrived = new Set(live?.arrived.map((row) => row.id));
  useLeadFromAddress(kind, search.value('lead'), loadedList?.rows, setSelected);
  return (
    <>
      <ConsoleHeading
        title={texts.title}
        intro={texts.intro}
        actions={<LeadExportMenu kind={kind} empty={list?.total === 0} />}
      />
      <LeadFilters kind={kind} copy={leads} />
      {live ? <LiveLeadsNotice live={live} copy={leads} /> : null}
      {list ? (
        <ListTable
          caption={fillCopy(leads.table.region, { title: texts.title })}
          pagingLabel={leads.table.pagingLabel}
          list={list}
          columns={leadColumns(kind, leads, work, locale, setSelected, (row) =>
            arrived.has(row.id),
          )}
          empty={
            <ListEmpty
              filtered={list.filtered}
              words={leads.table}
              clearLabel={leads.filters.reset}
            />
          }
          sort={{
            key: sort.key,
            descending: sort.descending,
            onSort: (key) => search.setSort(writeLeadSort(nextLeadSort(sort, key as LeadSortKey))),
            sortByLabel: (column) => fillCopy(work.filters.sortByColumn, { column }),
          }}
        />
      ) : (
        <LoadFailure message={loaded.failure ?? ''} />
      )}
      <LeadDetail
        kind={kind}
        row={newer(
          selected,
          list?.rows.find((row) => row.id === selected?.id),
        )}
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

import type { AuditEventRecord } from '@vitrine/contract/entities/audit-event';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import { ListEmpty } from '../shared/table/list-empty';
import { ListTable } from '../shared/table/list-table';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import type { ListPage } from '../shared/lists/load-list';
import type { Loaded } from '../shared/session';
import { auditColumns } from './components/audit-columns';
import { AuditFilterBar } from './components/audit-filter-bar';
import { useAuditCopy } from './use-audit-copy';

/** `/admin/audit`: who did what and when, newest first, filtered by actor, action and days. */
export function ConsoleAuditPage({ loaded }: { loaded: Loaded<ListPage<AuditEventRecord>> }) {
  const { locale } = useConsole();
  const audit = useAuditCopy();
  const list = loaded.data;
  return (
    <>
      <ConsoleHeading title={audit.title} intro={audit.intro} />
      <AuditFilterBar copy={audit} />
      {list ? (
        <ListTable
          caption={fillCopy(audit.table.region, { title: audit.title })}
          pagingLabel={audit.table.pagingLabel}
          list={list}
          columns={auditColumns(audit, locale)}
          empty={
            <ListEmpty
              filtered={list.filtered}
              words={audit.table}
              clearLabel={audit.filters.reset}
            />
          }
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
    </>
  );
}

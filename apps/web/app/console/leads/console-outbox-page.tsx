import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { outboxColumns } from './components/outbox-columns';
import { OutboxDetail } from './components/outbox-detail';
import { OutboxFilters } from './components/outbox-filters';
import { OutboxHeldBanner } from './components/outbox-held-banner';
import type { HeldEmails } from './held-emails';
import { LoadFailure } from '../shared/ui/load-failure';
import { ListEmpty } from '../shared/table/list-empty';
import { ListTable } from '../shared/table/list-table';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import { useLeadsCopy } from './use-leads-copy';
import type { ListPage } from '../shared/lists/load-list';
import type { Loaded } from '../shared/session';

/**
 * `/admin/outbox`: the e-mails held since a restore first (when there are any), then the e-mails
 * the site sent or keeps, newest first, and each one's content.
 */
export function ConsoleOutboxPage({
  loaded,
  held,
}: {
  loaded: Loaded<ListPage<OutboxEmailRecord>>;
  held: Loaded<HeldEmails>;
}) {
  const { copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const [selected, setSelected] = useState<OutboxEmailRecord>();
  const { outbox } = leads;
  const list = loaded.data;
  return (
    <>
      <ConsoleHeading title={outbox.title} intro={outbox.intro} />
      {held.data ? <OutboxHeldBanner held={held.data} leads={leads} /> : null}
      <p className="mt-4 flex max-w-3xl gap-2 rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {outbox.storedNotice}
      </p>
      <OutboxFilters copy={leads} />
      {list ? (
        <ListTable
          caption={fillCopy(leads.table.region, { title: outbox.title })}
          pagingLabel={leads.table.pagingLabel}
          list={list}
          columns={outboxColumns(leads, locale, setSelected)}
          empty={
            <ListEmpty
              filtered={list.filtered}
              words={leads.table}
              clearLabel={leads.filters.reset}
            />
          }
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
      <OutboxDetail
        email={selected}
        copy={copy}
        leads={leads}
        locale={locale}
        onClose={() => setSelected(undefined)}
      />
    </>
  );
}

import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { ConsoleHeading } from '../components/console-heading';
import { outboxColumns } from '../components/leads/outbox-columns';
import { OutboxDetail } from '../components/leads/outbox-detail';
import { OutboxFilters } from '../components/leads/outbox-filters';
import { LoadFailure } from '../components/load-failure';
import { ListEmpty } from '../components/table/list-empty';
import { ListTable } from '../components/table/list-table';
import { useConsole } from '../console-context';
import { fillCopy } from '../console-locale';
import { useLeadsCopy } from '../leads/use-leads-copy';
import type { ListPage } from '../lists/load-list';
import type { Loaded } from '../session';

/** `/admin/outbox`: the e-mails the site sent or keeps, newest first, and each one's content. */
export function ConsoleOutboxPage({ loaded }: { loaded: Loaded<ListPage<OutboxEmailRecord>> }) {
  const { copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const [selected, setSelected] = useState<OutboxEmailRecord>();
  const { outbox } = leads;
  const list = loaded.data;
  return (
    <>
      <ConsoleHeading title={outbox.title} intro={outbox.intro} />
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
          empty={<ListEmpty filtered={list.filtered} clearable />}
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

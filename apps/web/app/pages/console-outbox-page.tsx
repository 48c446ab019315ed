import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConsoleHeading } from '../components/console/console-heading';
import { outboxColumns } from '../components/console/leads/outbox-columns';
import { OutboxDetail } from '../components/console/leads/outbox-detail';
import { OutboxFilters } from '../components/console/leads/outbox-filters';
import { ListTable } from '../components/console/table/list-table';
import { useConsole } from '../console/console-context';
import { isFiltered } from '../console/leads/lead-query';
import { OUTBOX_FILTER_KEYS, outboxQuery } from '../console/leads/outbox-query';
import { useLeadsCopy } from '../console/leads/use-leads-copy';
import { useListParams } from '../console/leads/use-list-params';
import { usePagedQuery } from '../console/leads/use-paged-query';

/** `/admin/outbox`: the e-mails the site sent or keeps, newest first, and each one's content. */
export function ConsoleOutboxPage() {
  const { client, copy, locale } = useConsole();
  const leads = useLeadsCopy();
  const list = useListParams(OUTBOX_FILTER_KEYS);
  const query = useMemo(() => outboxQuery(list.filters), [list.filters]);
  const source = client.entities.OutboxEmail;
  const result = usePagedQuery('outbox', source, query, list.page, list.setPage);
  const [selected, setSelected] = useState<OutboxEmailRecord>();
  const { outbox } = leads;
  return (
    <>
      <ConsoleHeading title={outbox.title} intro={outbox.intro} />
      <p className="mt-4 flex max-w-3xl gap-2 rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {outbox.storedNotice}
      </p>
      <OutboxFilters copy={leads} list={list} />
      <ListTable
        title={outbox.title}
        result={result}
        list={list}
        filtered={isFiltered(query)}
        columns={outboxColumns(leads, locale, setSelected)}
        clearable
      />
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

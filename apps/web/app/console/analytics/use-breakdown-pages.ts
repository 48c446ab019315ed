import type { BreakdownRow } from '@vitrine/contract/client/analytics-stats-client';
import { useState } from 'react';
import { analyticsClient } from './analytics-client';
import { statsQuery, type DashboardQuery } from './dashboard-query';
import { TABLE_PAGE_SIZE, type DashboardTable } from './dashboard-tables';

/**
 * A table's rows: the first page the loader brought, then the pages "show more" appends.
 * `more` is offered while the last page was full. The component is keyed by the address, so a
 * new period or filter starts again from the loader's page.
 */
export function useBreakdownPages(
  table: DashboardTable,
  query: DashboardQuery,
  first: BreakdownRow[],
) {
  const [rows, setRows] = useState(first);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(first.length === TABLE_PAGE_SIZE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const more = async () => {
    setBusy(true);
    try {
      const next = await analyticsClient().breakdown(statsQuery(query), table, {
        limit: TABLE_PAGE_SIZE,
        page: page + 1,
      });
      setRows((current) => [...current, ...next]);
      setPage(page + 1);
      setHasMore(next.length === TABLE_PAGE_SIZE);
      setFailure(undefined);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { rows, hasMore, busy, failure, more };
}

import { useState } from 'react';
import type { ListPage } from '../shared/lists/load-list';
import { recentTotals } from '../shared/lists/recent-totals';
import { useEntityChanges } from '../shared/realtime/use-entity-changes';
import { LEAD_ENTITIES, type LeadKind, type LeadRow } from './lead-kinds';
import { applyLeadChange, startLiveLeads, type LiveLeads } from './live-leads';

/**
 * A lead table kept current while it is open: what the route loaded, then each lead created,
 * changed or deleted on the server (see `applyLeadChange`). A new load (filters, page, a
 * revalidation) starts again from its rows.
 */
export function useLiveLeads(
  kind: LeadKind,
  list: ListPage<LeadRow> | undefined,
  showsNew: boolean,
): LiveLeads | undefined {
  const [loaded, setLoaded] = useState(list);
  const [live, setLive] = useState(() => list && startLiveLeads(list));
  if (loaded !== list) {
    setLoaded(list);
    setLive(list && startLiveLeads(list));
  }
  useEntityChanges(
    LEAD_ENTITIES[kind],
    (change) => {
      // The counts kept for page turns no longer hold.
      recentTotals.forget();
      setLive((current) => current && applyLeadChange(current, change, showsNew));
    },
    list !== undefined,
  );
  return live;
}

import { useEffect, useRef } from 'react';
import { useConsole } from '../shared/console-context';
import { LEAD_ENTITIES, type LeadKind, type LeadRow } from './lead-kinds';

/**
 * Opens the lead named by the address's `lead` parameter once (the link of the assignee's
 * e-mail, `/admin/leads/contact?lead={id}`): from the table's rows, else read by its id. An
 * unknown or erased id opens nothing.
 */
export function useLeadFromAddress(
  kind: LeadKind,
  id: string,
  rows: LeadRow[] | undefined,
  open: (row: LeadRow) => void,
) {
  const { client } = useConsole();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || id === '' || rows === undefined) return;
    done.current = true;
    const shown = rows.find((row) => row.id === id);
    if (shown) return open(shown);
    client.entities[LEAD_ENTITIES[kind]]
      .get(id)
      .then((row) => open(row as unknown as LeadRow))
      .catch(() => undefined);
  }, [client, kind, id, rows, open]);
}

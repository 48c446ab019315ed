import { FIGURE_PLACEMENTS } from '@vitrine/contract/entities/field-options';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import { KIND_ENTITIES, NEW_ITEM, type ContentKind, type ContentRecord } from './content-kinds';

/** More than any content list holds (plans, rows, questions…): one request reads a whole kind. */
const LIST_LIMIT = 500;

/** Display order; figures by page first, as each page shows its own. */
export function inDisplayOrder(records: readonly ContentRecord[]) {
  // Home's figures, then About's (`FIGURE_PLACEMENTS`' order).
  const placement = (record: ContentRecord) =>
    'placement' in record ? FIGURE_PLACEMENTS.indexOf(record.placement) : 0;
  return [...records].sort(
    (a, b) =>
      placement(a) - placement(b) ||
      a.order - b.order ||
      a.created_date.localeCompare(b.created_date),
  );
}

async function readKind(kind: ContentKind, signal: AbortSignal) {
  const source = consoleClient().entities[KIND_ENTITIES[kind]];
  const records = (await source.list('order', LIST_LIMIT, 0, undefined, {
    signal,
  })) as ContentRecord[];
  return inDisplayOrder(records);
}

/**
 * What `/admin/content/:kind` (the list) and `/admin/content/:kind/:id` (`new` or a record: the
 * editor, with the kind's other records for the preview) load.
 */
export function loadContentRoute(request: Request, kind: ContentKind, id: string | undefined) {
  return consoleCall(request, async () => {
    const records = await readKind(kind, request.signal);
    if (id === undefined) return { view: 'list' as const, kind, records };
    const record = id === NEW_ITEM ? undefined : records.find((item) => item.id === id);
    if (id !== NEW_ITEM && !record) throw new Error(`No such item (${id})`);
    return { view: 'editor' as const, kind, records, record };
  });
}

export type ContentRouteData = Awaited<ReturnType<typeof loadContentRoute>>;

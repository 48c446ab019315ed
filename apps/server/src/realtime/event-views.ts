import type { EntityStore } from '../entities/entity-store';
import { visitorView } from '../entities/visitor-view';
import type { FeedEvent, FeedItem } from './feed-event';
import type { ReadView } from './realtime-audience';
import { visitorMatches } from './visitor-match';

/** What the SDK's `subscribe()` callback gets: `{type, data, id, timestamp}`. */
export interface ModelUpdate {
  type: 'create' | 'update' | 'delete';
  data: Record<string, unknown>;
  id: string;
  timestamp: string;
}

type Typed = { type: ModelUpdate['type']; item: FeedItem };

/**
 * For a visitor: a record they now read is a `create` if they did not read it before, else an
 * `update`; one they read before and no longer (unpublished, deleted) is a `delete`; the rest
 * (drafts) is nothing.
 */
function visitorTyped(event: FeedEvent, now: number): Typed[] {
  const typed: Typed[] = [];
  for (const item of event.items) {
    const visibleNow = item.record !== undefined && visitorMatches(event.entity, item.record, now);
    if (visibleNow) typed.push({ type: item.visibleBefore ? 'update' : 'create', item });
    else if (item.visibleBefore) typed.push({ type: 'delete', item });
  }
  return typed;
}

function staffTyped(event: FeedEvent, view: ReadView): Typed[] {
  const items =
    view.kind === 'own' ? event.items.filter((item) => item.owner === view.email) : event.items;
  return items.map((item) => ({ type: event.type, item }));
}

/**
 * The updates one kind of reader gets of an event, each shaped as their read of the record
 * would be: whole for the team, through `visitorView` for visitors. A delete carries `{id}`
 * only (the record is gone, and other instances never had it).
 */
export async function updatesFor(
  store: EntityStore,
  event: FeedEvent,
  view: ReadView,
  now = Date.now(),
): Promise<ModelUpdate[]> {
  const timestamp = new Date(now).toISOString();
  const typed = view.kind === 'visitor' ? visitorTyped(event, now) : staffTyped(event, view);
  const shown = typed.filter(({ type }) => type !== 'delete').map(({ item }) => item.record!);
  const views =
    view.kind === 'visitor' && shown.length > 0
      ? await visitorView(store, event.entity, shown)
      : shown;
  let next = 0;
  return typed.map(({ type, item }) => ({
    type,
    id: item.id,
    timestamp,
    data: type === 'delete' ? { id: item.id } : (views[next++] as Record<string, unknown>),
  }));
}

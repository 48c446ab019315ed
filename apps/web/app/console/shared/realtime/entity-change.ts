/** What a committed write looks like to the console (the Base44 SDK's realtime event). */
export interface EntityChange<T = Record<string, unknown>> {
  type: 'create' | 'update' | 'delete';
  id: string;
  /** The record as the signed-in role reads it (deletes may carry none). */
  data?: T;
  timestamp?: string;
}

export type ChangeListener = (change: EntityChange) => void;

/** The room of an entity's changes: `entities:{appId}:{EntityName}`. */
export const entityRoom = (appId: string, entity: string) => `entities:${appId}:${entity}`;

const TYPES: readonly string[] = ['create', 'update', 'delete'];

/**
 * An `update_model` message (`{room, data}`, `data` the event as a JSON string) as a room and a
 * change, or undefined for anything else: a malformed message is dropped, never thrown.
 */
export function readUpdate(message: unknown): { room: string; change: EntityChange } | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { room, data } = message as { room?: unknown; data?: unknown };
  if (typeof room !== 'string' || typeof data !== 'string') return undefined;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null) return undefined;
  const { type, id, data: record, timestamp } = event as Record<string, unknown>;
  if (typeof type !== 'string' || !TYPES.includes(type) || typeof id !== 'string') return undefined;
  const change: EntityChange = { type: type as EntityChange['type'], id };
  if (typeof record === 'object' && record !== null)
    change.data = record as Record<string, unknown>;
  if (typeof timestamp === 'string') change.timestamp = timestamp;
  return { room, change };
}

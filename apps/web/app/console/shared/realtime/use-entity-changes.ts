import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChangeListener } from './entity-change';
import { liveStatus, subscribeToEntity } from './live-session';

/**
 * Calls `onChange` with each change of `entity` committed on the server while the component is
 * mounted (and `enabled`). Components listening to the same entity share one room.
 */
export function useEntityChanges(entity: string, onChange: ChangeListener, enabled = true) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeToEntity(entity, (change) => latest.current(change));
  }, [entity, enabled]);
}

/** Whether the console's socket is connected (false while rendered on the server). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(liveStatus.watch, liveStatus.connected, () => false);
}

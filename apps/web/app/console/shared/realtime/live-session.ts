import { readSavedAccessToken } from '@vitrine/contract/client/access-token';
import { readAppId } from '../../../shared/api/app-id';
import type { ChangeListener } from './entity-change';
import type { ConsoleSocket } from './console-socket';

let current: { token: string; socket: Promise<ConsoleSocket | undefined> } | undefined;
let connected = false;
const watchers = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const watcher of watchers) watcher();
}

/** Sent by the console's layout when signing out: the socket closes before the session ends. */
export const SIGN_OUT_EVENT = 'vitrine:sign-out';

/**
 * The one socket of the signed-in session, opened on first use (its code and socket.io-client
 * load then, in their own chunk). Another token (a new sign-in) closes the old one first. No
 * token, or a chunk that failed to load: no socket, and the console works as without realtime.
 */
function liveSocket(): Promise<ConsoleSocket | undefined> {
  const token = readSavedAccessToken();
  if (current && current.token === token) return current.socket;
  closeLiveSocket();
  if (!token) return Promise.resolve(undefined);
  window.addEventListener(SIGN_OUT_EVENT, closeLiveSocket, { once: true });
  const socket = import('./console-socket')
    .then(({ openConsoleSocket }) =>
      openConsoleSocket({ appId: readAppId(), token, onStatus: setConnected }),
    )
    .catch(() => undefined);
  current = { token, socket };
  return socket;
}

/** Listens to an entity's changes; the answer stops (also when called before the socket opened). */
export function subscribeToEntity(entity: string, listener: ChangeListener): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void liveSocket().then((socket) => {
    if (!stopped && socket) stop = socket.subscribe(entity, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Closes the session's socket (signing out). */
export function closeLiveSocket() {
  const closing = current;
  current = undefined;
  setConnected(false);
  void closing?.socket.then((socket) => socket?.close());
}

/** Whether the socket is connected now, and a way to hear when that changes. */
export const liveStatus = {
  connected: () => connected,
  watch(watcher: () => void) {
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  },
};

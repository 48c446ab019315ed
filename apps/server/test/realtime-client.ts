import { io, type Socket } from 'socket.io-client';
import { sdkClient } from './sdk-client';

/** What the SDK's `subscribe()` callback receives. */
export interface Received {
  type: string;
  id: string;
  data: Record<string, unknown>;
  timestamp: string;
}

/**
 * Subscribes to `entity` with the real SDK and collects what arrives; `connected` resolves once
 * the socket is connected and the join sent (its answer, if any, comes on the same socket).
 */
export async function subscribe(serverUrl: string, appId: string, entity: string, token?: string) {
  const sdk = sdkClient(serverUrl, appId, token);
  const received: Received[] = [];
  const entities = sdk.entities as unknown as Record<
    string,
    { subscribe: (callback: (event: Received) => void) => () => void }
  >;
  const unsubscribe = entities[entity]!.subscribe((event) => received.push(event));
  return {
    received,
    unsubscribe,
    close: () => {
      unsubscribe();
      sdk.cleanup?.();
    },
  };
}

/** A raw socket.io client with the SDK's options, to see refusals and errors. */
export function rawSocket(serverUrl: string, query: Record<string, string>) {
  return io(serverUrl, {
    path: '/ws-user-apps/socket.io/',
    transports: ['websocket'],
    query,
    reconnection: false,
  });
}

/** Connects, or answers the `connect_error` that refused it. */
export function connectOrRefusal(socket: Socket) {
  return new Promise<{ connected: boolean; message?: string; data?: unknown }>((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ connected: false, message: error.message, data: error.data }),
    );
  });
}

/** Waits until `check()` holds, polling; throws with `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const began = Date.now();
  while (!check()) {
    if (Date.now() - began > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

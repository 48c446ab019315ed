import { io } from 'socket.io-client';
import { entityRoom, readUpdate, type ChangeListener } from './entity-change';
import { RoomBook } from './room-book';

/** Where the server answers realtime connections (the Base44 SDK's address). */
export const REALTIME_PATH = '/ws-user-apps/socket.io/';

/** Reconnection backoff: 1 s doubling up to 30 s, ±50 % (socket.io's own, bounded). */
const RECONNECT = { reconnectionDelay: 1_000, reconnectionDelayMax: 30_000 } as const;

export interface ConsoleSocket {
  subscribe(entity: string, listener: ChangeListener): () => void;
  close(): void;
}

/**
 * The console's connection to the server's realtime rooms (socket.io, WebSocket only, the app id
 * and the session's token in the query), loaded on demand in its own chunk. A dropped connection
 * reconnects with socket.io's backoff and joins its rooms again; a refused one (no realtime on
 * the server, a token it turns down) stays closed. `onStatus` hears each change of connection.
 */
export function openConsoleSocket(options: {
  appId: string;
  token: string;
  onStatus: (connected: boolean) => void;
}): ConsoleSocket {
  const { appId, token, onStatus } = options;
  const socket = io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    query: { app_id: appId, token },
    ...RECONNECT,
  });
  // Only sent while connected: a disconnected socket would buffer them without bound, and the
  // next connection joins every room anyway.
  const rooms = new RoomBook((event, room) => {
    if (socket.connected) socket.emit(event, room);
  });
  socket.on('connect', () => {
    rooms.rejoinAll();
    onStatus(true);
  });
  socket.on('disconnect', () => onStatus(false));
  socket.on('connect_error', () => onStatus(false));
  socket.on('update_model', (message: unknown) => {
    const update = readUpdate(message);
    if (update) rooms.dispatch(update.room, update.change);
  });
  return {
    subscribe: (entity, listener) => rooms.subscribe(entityRoom(appId, entity), listener),
    close() {
      rooms.clear();
      socket.removeAllListeners();
      socket.disconnect();
      onStatus(false);
    },
  };
}

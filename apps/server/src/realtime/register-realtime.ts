import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';
import { clientAddress } from './client-address';
import { RealtimeFeed } from './realtime-feed';
import { RealtimeHub } from './realtime-hub';
import type { RecordBus } from './record-bus';
import { REALTIME_PATH, SocketServer } from './socket-server';

/** The SDK sends `token=undefined` when it has none (engine.io-client encodes it as text). */
function tokenOf(value: unknown) {
  if (typeof value !== 'string' || value === '' || value === 'undefined' || value === 'null') {
    return undefined;
  }
  return value;
}

const NOT_FOUND = JSON.stringify({ message: 'No realtime endpoint here', code: 'NOT_FOUND' });

/** An upgrade nobody serves gets a small JSON 404 on its raw socket. */
function refuseUpgrade(socket: Duplex) {
  socket.end(
    'HTTP/1.1 404 Not Found\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(NOT_FOUND)}\r\nConnection: close\r\n\r\n${NOT_FOUND}`,
  );
}

/**
 * The realtime server of the Base44 SDK's `subscribe()` on the app's HTTP server (decision
 * 0062): socket.io at `/ws-user-apps/socket.io/`, WebSocket only, the token checked at
 * connection and again every `REALTIME_RECHECK_MS`, each committed change sent to the rooms'
 * connections as their reads would show it, across instances through the record bus.
 */
export function registerRealtime(
  app: FastifyInstance,
  config: AppConfig,
  services: {
    store: EntityStore;
    callerForToken: (token: string) => Promise<UserRecord | null>;
  },
  bus: RecordBus,
) {
  const hub = new RealtimeHub({
    appId: config.appId,
    config: config.realtime,
    store: services.store,
    callerForToken: services.callerForToken,
    log: app.log,
  });
  const feed = new RealtimeFeed(hub, services.store, bus, app.log);
  const check = async (socket: Socket) => {
    const { query } = socket.handshake;
    if (query.app_id !== config.appId) {
      return { message: `Unknown app id: ${String(query.app_id)}`, code: 'APP_UNKNOWN' };
    }
    const address = clientAddress(socket.request, config.trustProxy);
    const refused = hub.refusal(address);
    if (refused) return refused;
    const token = tokenOf(query.token);
    const caller = token ? await services.callerForToken(token) : null;
    if (token && !caller) {
      return { message: 'Your session has expired; please sign in again', code: 'TOKEN_INVALID' };
    }
    // Past this, events committed on other instances are heard.
    await feed.listening();
    const data = socket.data as { caller?: unknown; token?: string; address?: string };
    Object.assign(data, { caller, token, address });
  };
  const sockets = new SocketServer(config.realtime, check, (socket) => {
    const data = socket.data as Parameters<RealtimeHub['add']>[0];
    hub.add({ ...data, socket, rooms: new Map() });
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (path === REALTIME_PATH) return sockets.handleUpgrade(request, socket, head);
    // Another listener (the dev server's hot reload) may serve the rest.
    if (path.startsWith('/ws-user-apps/') || app.server.listenerCount('upgrade') === 1) {
      refuseUpgrade(socket);
    }
  };
  app.server.on('upgrade', onUpgrade);
  // A change to an account or an API key applies to its connections at once (realtime-feed.ts).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void hub.recheck(), config.realtime.recheckMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    app.server.off('upgrade', onUpgrade);
    await sockets.close();
    await feed.close();
  });
  app.decorate('realtime', { hub, feed });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime server's connections and feed (decision 0062). */
    realtime: { hub: RealtimeHub; feed: RealtimeFeed };
  }
}

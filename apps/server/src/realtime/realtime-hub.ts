import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { RealtimeConfig } from '../config-schema';
import type { EntityStore } from '../entities/entity-store';
import { updatesFor, type ModelUpdate } from './event-views';
import type { FeedEvent } from './feed-event';
import { readViewOf, roomEntity, roomOf, viewKey } from './realtime-audience';

/** One connected client: who it is (re-checked), and the rooms it joined, by entity name. */
export interface Connection {
  socket: Socket;
  caller: UserRecord | null;
  token: string | undefined;
  address: string;
  rooms: Map<string, EntityDefinition>;
}

export interface HubOptions {
  appId: string;
  config: RealtimeConfig;
  store: EntityStore;
  callerForToken: (token: string) => Promise<UserRecord | null>;
  log: FastifyBaseLogger;
}

/** What `/metrics` reads: connections now, updates sent and clients dropped since start. */
export interface RealtimeFigures {
  connections: number;
  sent: Record<'all' | 'own' | 'visitor', number>;
  dropped: { slow: number; ended: number };
}

/** The clients sent `error` events: a refused join, a session that ended. */
export function errorEvent(message: string, code: string) {
  return { message, code };
}

/**
 * The connections of one instance, the rooms they joined, and the delivery of each committed
 * change to them, shaped per reader as the API's reads would be (decision 0062).
 */
export class RealtimeHub {
  readonly connections = new Map<string, Connection>();
  /** Connections by the entity name of the rooms they joined. */
  private readonly rooms = new Map<string, Set<Connection>>();
  private readonly perAddress = new Map<string, number>();
  readonly figures: RealtimeFigures = {
    connections: 0,
    sent: { all: 0, own: 0, visitor: 0 },
    dropped: { slow: 0, ended: 0 },
  };

  constructor(private readonly options: HubOptions) {}

  /** Why a new connection from `address` is refused, or undefined when it is welcome. */
  refusal(address: string) {
    const { maxConnections, maxConnectionsPerAddress } = this.options.config;
    if (this.connections.size >= maxConnections) {
      return { message: 'Too many realtime connections; try again later', code: 'REALTIME_FULL' };
    }
    if ((this.perAddress.get(address) ?? 0) >= maxConnectionsPerAddress) {
      return {
        message: 'Too many realtime connections from this address',
        code: 'REALTIME_ADDRESS_FULL',
      };
    }
    return undefined;
  }

  add(connection: Connection) {
    const { socket, address } = connection;
    this.connections.set(socket.id, connection);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.figures.connections = this.connections.size;
    socket.on('join', (room: unknown) => this.join(connection, room));
    socket.on('leave', (room: unknown) => this.leave(connection, room));
    socket.on('disconnect', () => this.remove(connection));
  }

  private remove(connection: Connection) {
    if (!this.connections.delete(connection.socket.id)) return;
    for (const name of connection.rooms.keys()) this.rooms.get(name)?.delete(connection);
    connection.rooms.clear();
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    this.figures.connections = this.connections.size;
  }

  /**
   * A join of a room this caller may not read gets an `error` event and nothing else; the room's
   * name is not echoed, and a connection whose send buffer is full gets no answer at all (a client
   * that sends joins and never reads cannot grow the server's memory).
   */
  private join(connection: Connection, room: unknown) {
    const entity = roomEntity(this.options.appId, room);
    if (!entity) {
      if (this.hasRoom(connection))
        connection.socket.emit('error', errorEvent('No such room', 'ROOM_UNKNOWN'));
      return;
    }
    if (!readViewOf(connection.caller, entity)) {
      if (this.hasRoom(connection))
        connection.socket.emit(
          'error',
          errorEvent(`You may not read ${entity.name} records`, 'ROOM_FORBIDDEN'),
        );
      return;
    }
    // One room per entity at most: a connection's joins are bounded by the entity count.
    connection.rooms.set(entity.name, entity);
    let members = this.rooms.get(entity.name);
    if (!members) this.rooms.set(entity.name, (members = new Set()));
    members.add(connection);
  }

  private leave(connection: Connection, room: unknown) {
    const entity = roomEntity(this.options.appId, room);
    if (!entity) return;
    connection.rooms.delete(entity.name);
    this.rooms.get(entity.name)?.delete(connection);
  }

  /** Whether anyone here listens to `entity` (an event nobody hears is not shaped). */
  listens(entity: string) {
    return this.members(entity) > 0;
  }

  /** Connections in the room of `entity`. */
  members(entity: string) {
    return this.rooms.get(entity)?.size ?? 0;
  }

  /** Sends an event to each connection in its room, as that connection would read it. */
  async deliver(event: FeedEvent) {
    const members = this.rooms.get(event.entity.name);
    if (!members || members.size === 0) return;
    const room = roomOf(this.options.appId, event.entity.name);
    const now = Date.now();
    const shaped = new Map<string, Promise<string[]>>();
    for (const connection of [...members]) {
      const view = readViewOf(connection.caller, event.entity);
      if (!view) {
        this.leave(connection, room);
        continue;
      }
      const key = viewKey(view);
      let payloads = shaped.get(key);
      if (!payloads) {
        payloads = updatesFor(this.options.store, event, view, now).then(serialized);
        shaped.set(key, payloads);
      }
      const messages = await payloads;
      if (messages.length === 0) continue;
      if (!this.hasRoom(connection)) continue;
      for (const data of messages) connection.socket.emit('update_model', { room, data });
      this.figures.sent[view.kind] += messages.length;
    }
  }

  /**
   * Whether the connection's outgoing queue still has room (`REALTIME_SEND_QUEUE_MAX`); a
   * client that does not read its events is disconnected rather than kept in memory.
   */
  private hasRoom(connection: Connection) {
    const waiting = (connection.socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer;
    if (waiting.length < this.options.config.sendQueueMax) return true;
    this.figures.dropped.slow += 1;
    this.options.log.warn(
      { waiting: waiting.length },
      'a realtime client did not read its events: disconnected',
    );
    // Closing the transport (not the socket) lets the SDK reconnect and join again.
    connection.socket.conn.close(true);
    return false;
  }

  /**
   * Asks again who each connection's token stands for (all of them, or those of `userIds`):
   * an ended session is told so and disconnected, a changed role leaves the rooms it no longer
   * reads.
   */
  async recheck(userIds?: Set<string>) {
    // Connections sharing a token (a console open in several tabs) ask once.
    const asked = new Map<string, Promise<UserRecord | null>>();
    for (const connection of [...this.connections.values()]) {
      const { token, caller } = connection;
      if (!token || !caller) continue;
      if (userIds && !userIds.has(caller.id)) continue;
      let now: UserRecord | null;
      try {
        let answer = asked.get(token);
        if (!answer) asked.set(token, (answer = this.options.callerForToken(token)));
        now = await answer;
      } catch (error) {
        this.options.log.warn({ err: error }, 'a realtime session could not be checked again');
        continue;
      }
      if (!now) {
        this.figures.dropped.ended += 1;
        connection.socket.emit('error', errorEvent('Your session has ended', 'SESSION_ENDED'));
        connection.socket.disconnect(true);
        continue;
      }
      connection.caller = now;
      for (const [name, entity] of [...connection.rooms]) {
        if (!readViewOf(now, entity)) {
          connection.rooms.delete(name);
          this.rooms.get(name)?.delete(connection);
        }
      }
    }
  }
}

function serialized(updates: ModelUpdate[]) {
  return updates.map((update) => JSON.stringify(update));
}

import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { Server as EngineServer, ServerOptions as EngineOptions } from 'engine.io';
import type * as SocketIo from 'socket.io';
import type { Server, Socket } from 'socket.io';
import type * as EngineIo from 'engine.io';
import type { RealtimeConfig } from '../config-schema';
import { lazyModule } from '../platform/lazy-module';

/** The SDK's mount path (`@base44/sdk` client.js `mountPath`). */
export const REALTIME_PATH = '/ws-user-apps/socket.io/';

const socketIo = lazyModule<typeof SocketIo>('socket.io');
/** engine.io as socket.io itself requires it (its dependency, not ours). */
const engineIo = () =>
  createRequire(createRequire(import.meta.url).resolve('socket.io'))(
    'engine.io',
  ) as typeof EngineIo;

export type ConnectionCheck = (socket: Socket) => Promise<{ message: string; code: string } | void>;

/**
 * socket.io, loaded at the first WebSocket upgrade to `REALTIME_PATH` (about 50 ms of start
 * otherwise; decision 0050), on an engine.io server fed the upgrades by `handleUpgrade`: it
 * never sees plain HTTP requests (those get the JSON 404), and serves WebSocket only.
 */
export class SocketServer {
  private io: Server | undefined;
  private engine: EngineServer | undefined;

  constructor(
    private readonly config: RealtimeConfig,
    private readonly check: ConnectionCheck,
    private readonly connected: (socket: Socket) => void,
  ) {}

  private start() {
    if (this.engine) return this.engine;
    const options: EngineOptions = {
      transports: ['websocket'],
      allowUpgrades: false,
      maxHttpBufferSize: this.config.maxMessageBytes,
      perMessageDeflate: false,
      pingInterval: 25_000,
      pingTimeout: 20_000,
    };
    const engine = new (engineIo().Server)(options);
    const io = new (socketIo().Server)({ serveClient: false, connectTimeout: 10_000 });
    io.bind(engine as never);
    io.use((socket, next) => {
      this.check(socket).then(
        (refused) => {
          if (!refused) return next();
          const error = new Error(refused.message) as Error & { data?: unknown };
          error.data = { code: refused.code };
          next(error);
          // The refusal is sent first: engine.io closes once its write buffer is drained.
          setImmediate(() => socket.conn.close());
        },
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    io.on('connection', this.connected);
    this.io = io;
    this.engine = engine;
    return engine;
  }

  /** Sockets connected now (0 before the first upgrade). */
  get size() {
    return this.io?.engine.clientsCount ?? 0;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    this.start().handleUpgrade(request, socket, head);
  }

  async close() {
    const io = this.io;
    if (!io) return;
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  }
}

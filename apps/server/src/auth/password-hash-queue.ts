import { API_ERROR_CODES } from '@vitrine/contract/errors';
import PQueue from 'p-queue';
import { AppError } from '../errors/app-error';

/** Seconds a sign-in refused for a full queue is told to wait (`Retry-After`). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface HashQueueLimits {
  /** Password hashes computed at once (each takes one of libuv's 4 threads for ~50 ms). */
  concurrency: number;
  /** Attempts that may wait for a turn; past it they are refused at once. */
  maxWaiting: number;
}

/** Where an attempt waits for its hash. */
export interface HashTurn {
  /** Aborts when the requester has gone. */
  client?: AbortSignal;
  /** Goes ahead of the others, in a line of its own (a sign-in with no failure on its keys). */
  ahead?: boolean;
}

/** The answer to an attempt that found the queue full. */
export function signInBusy() {
  const error = new AppError(
    503,
    API_ERROR_CODES.signInBusy,
    'Too many sign-ins are being checked right now; please try again in a few seconds',
  );
  error.headers = { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) };
  error.retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  return error;
}

/** The client of a waiting attempt closed its connection: nobody waits for the answer (499). */
export class ClientGoneError extends AppError {
  constructor() {
    super(
      499,
      API_ERROR_CODES.clientClosedRequest,
      'The client closed the connection before its password was checked',
    );
    this.name = 'ClientGoneError';
  }
}

/**
 * Password hashing (scrypt) in its own small, bounded line (decision 0039): `concurrency` hashes
 * at once, so file reads, uploads and compression keep libuv threads; at most `maxWaiting`
 * attempts wait (503 `SIGN_IN_BUSY` past it), and a waiting attempt whose client has gone is
 * dropped before it is hashed. A hash that started always finishes: it holds its thread anyway.
 */
export class PasswordHashQueue {
  private readonly queue: PQueue;
  /** Attempts refused because the line was full, and dropped because their client had gone. */
  readonly refused = { full: 0, gone: 0 };
  /** Hashes started since start. */
  hashed = 0;

  constructor(private readonly limits: HashQueueLimits) {
    this.queue = new PQueue({ concurrency: limits.concurrency });
  }

  /** Hashes running now. */
  get running() {
    return this.queue.pending;
  }

  /** Attempts waiting for a turn. */
  get waiting() {
    return this.queue.size;
  }

  /** Whether the line is full: the next attempt with failures would be refused. */
  get saturated() {
    return this.waitingIn(false) >= this.limits.maxWaiting;
  }

  private waitingIn(ahead: boolean) {
    return this.queue.sizeBy({ priority: ahead ? 1 : 0 });
  }

  /**
   * The line of attempts `ahead` holds a quarter of `maxWaiting` (at least 1): short, so whoever
   * waits in it is hashed soon, even when a spray's first attempts (clean too) share it.
   */
  private maxIn(ahead: boolean) {
    return ahead ? Math.max(1, Math.ceil(this.limits.maxWaiting / 4)) : this.limits.maxWaiting;
  }

  /**
   * Runs `hash` in its turn. Two lines: attempts `ahead` (no failure on
   * their keys) are hashed before the others, so a spray fills only the line behind them.
   */
  async run<T>(hash: () => Promise<T>, { client, ahead = false }: HashTurn = {}): Promise<T> {
    if (client?.aborted) throw this.gone();
    const busy = this.queue.pending >= this.limits.concurrency;
    if (busy && this.waitingIn(ahead) >= this.maxIn(ahead)) {
      this.refused.full += 1;
      throw signInBusy();
    }
    // The signal p-queue sees drops the attempt while it waits, never once its hash started.
    const waiting = new AbortController();
    let started = false;
    const drop = () => {
      if (!started) waiting.abort(this.gone());
    };
    client?.addEventListener('abort', drop, { once: true });
    try {
      return await this.queue.add(
        () => {
          started = true;
          this.hashed += 1;
          return hash();
        },
        { signal: waiting.signal, priority: ahead ? 1 : 0 },
      );
    } finally {
      client?.removeEventListener('abort', drop);
    }
  }

  private gone() {
    this.refused.gone += 1;
    return new ClientGoneError();
  }
}

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RenderGateOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a slot; past it `enter` answers `busy`. */
  maxQueue: number;
  /** Renders per address and minute; `0`: no limit. */
  perAddressPerMinute: number;
}

/** Why a render was refused, and after how many seconds to come back. */
export type Refusal = { reason: 'busy' | 'rate'; retryAfterSeconds: number };

/** Seconds a refused visitor is told to wait when the renders are all busy. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Server renders of pages not in the page cache (decision 0038): at most `concurrency` at once,
 * at most `maxQueue` waiting (in arrival order), and at most `perAddressPerMinute` per client
 * address (rate-limiter-flexible in memory, one counter per address seen in the last minute).
 * Cached pages, assets and `/healthz` never pass through here.
 */
export class RenderGate {
  running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly refused = { busy: 0, rate: 0 };
  private readonly perAddress: RateLimiterMemory | undefined;

  constructor(private readonly options: RenderGateOptions) {
    if (options.perAddressPerMinute > 0)
      this.perAddress = new RateLimiterMemory({
        points: options.perAddressPerMinute,
        duration: 60,
      });
  }

  get queued() {
    return this.waiting.length;
  }

  /**
   * Takes a slot (waiting for one if need be), or says why not; `leave` gives it back. Without an
   * `address` the render is not counted per address (the console's documents).
   */
  async enter(address: string | undefined): Promise<Refusal | undefined> {
    // Without a per-address limit nothing is awaited: a refusal or a queue place is decided at once.
    const limited =
      this.perAddress && address !== undefined ? await this.consume(address) : undefined;
    if (limited) return limited;
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return undefined;
    }
    if (this.waiting.length >= this.options.maxQueue) {
      this.refused.busy += 1;
      return { reason: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
    // `leave` hands its slot over: `running` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return undefined;
  }

  leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private async consume(address: string): Promise<Refusal | undefined> {
    try {
      await this.perAddress!.consume(address);
      return undefined;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      this.refused.rate += 1;
      return {
        reason: 'rate',
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      };
    }
  }
}

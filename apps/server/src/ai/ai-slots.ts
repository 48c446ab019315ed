import { aiErrors } from './ai-errors';

interface Waiter {
  resolve: (release: () => void) => void;
}

/**
 * The places of AI calls on one instance: `concurrency` running at once, `queueMax` waiting in
 * arrival order. A waiting call whose signal aborts (its client left) leaves the line.
 */
export class AiSlots {
  running = 0;
  private readonly line: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
  ) {}

  get waiting() {
    return this.line.length;
  }

  /**
   * A place, as the function that gives it back (once), or undefined when the line is full;
   * rejects with `AiCanceled` when `signal` aborts while waiting.
   */
  async take(signal?: AbortSignal): Promise<(() => void) | undefined> {
    if (signal?.aborted) throw aiErrors.canceled();
    if (this.running < this.concurrency) {
      this.running += 1;
      return this.releaser();
    }
    if (this.line.length >= this.queueMax) return undefined;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (release) => {
          signal?.removeEventListener('abort', leave);
          resolve(release);
        },
      };
      const leave = () => {
        const index = this.line.indexOf(waiter);
        if (index >= 0) this.line.splice(index, 1);
        reject(aiErrors.canceled());
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.line.push(waiter);
    });
  }

  private releaser() {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      // The place goes to the first waiting call: `running` stays as it is.
      const next = this.line.shift();
      if (next) next.resolve(this.releaser());
      else this.running -= 1;
    };
  }
}

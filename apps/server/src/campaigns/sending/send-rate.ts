const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces sends `1000 / perSecond` ms apart on average, shared by every parallel sender of an
 * instance. After an idle moment it does not let a burst through to catch up.
 */
export class SendRate {
  private next = 0;
  private readonly interval: number;

  constructor(perSecond: number) {
    this.interval = 1000 / perSecond;
  }

  /** Resolves when the next send may go. */
  async take() {
    const now = performance.now();
    this.next = Math.max(this.next, now) + this.interval;
    const wait = this.next - this.interval - now;
    // Timers are only as precise as a millisecond: short waits add up instead.
    if (wait >= 1) await sleep(wait);
  }
}

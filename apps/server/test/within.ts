/** Polls `check` until it passes or `limitMs` is over; answers how long it took (ms). */
export async function within(limitMs: number, check: () => Promise<void>) {
  const began = performance.now();
  for (;;) {
    try {
      await check();
      return Math.round(performance.now() - began);
    } catch (error) {
      if (performance.now() - began > limitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

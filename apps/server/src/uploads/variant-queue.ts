/**
 * Runs at most `concurrency` jobs at once, the others waiting their turn in order: image
 * encoding uses libuv's threads and much memory, so a burst of uploads is taken a few at a time.
 * `run.waiting`: the jobs waiting for their turn.
 */
export function createQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async function run<T>(job: () => Promise<T>): Promise<T> {
    // A finishing job hands its place straight to the first waiting one.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await job();
    } finally {
      const following = waiting.shift();
      if (following) following();
      else running -= 1;
    }
  };
  return Object.defineProperty(run, 'waiting', { get: () => waiting.length }) as typeof run & {
    readonly waiting: number;
  };
}

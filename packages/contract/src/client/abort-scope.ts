/** One call's abort state: the caller's signal and the timeout feed a single AbortSignal. */
export interface AbortScope {
  signal: AbortSignal;
  /** Settles like `promise`, or rejects as soon as the scope aborts (even if `promise` never does). */
  race<T>(promise: Promise<T>): Promise<T>;
  /** True when the timeout fired. */
  timedOut(): boolean;
  /** True when the caller's signal aborted. */
  canceled(): boolean;
  /** Stops the timer and detaches from the caller's signal. */
  dispose(): void;
}

/** Creates the abort scope of one call; `timeoutMs <= 0` means no timeout. */
export function createAbortScope(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
): AbortScope {
  const controller = new AbortController();
  let didTimeOut = false;
  const abortOnCancel = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortOnCancel();
  callerSignal?.addEventListener('abort', abortOnCancel, { once: true });

  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          didTimeOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const aborted = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
  });
  // The scope may end without anyone racing against it: never report that as unhandled.
  aborted.catch(() => undefined);

  return {
    signal: controller.signal,
    race: (promise) => Promise.race([promise, aborted]),
    timedOut: () => didTimeOut,
    canceled: () => callerSignal?.aborted === true,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortOnCancel);
    },
  };
}

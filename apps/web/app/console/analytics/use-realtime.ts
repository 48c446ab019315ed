import { useEffect, useState } from 'react';
import { analyticsClient } from './analytics-client';

/** How often the realtime count is asked again while the tab is visible. */
export const REALTIME_POLL_MS = 30_000;

/**
 * The visitors of the last 5 minutes, asked at once and then every 30 s while the tab is
 * visible (and again as soon as it becomes visible); `undefined` until the first answer.
 * A failed call keeps the last count.
 */
export function useRealtime(): number | undefined {
  const [visitors, setVisitors] = useState<number>();
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const ask = () => {
      analyticsClient()
        .realtime({ signal: controller.signal })
        .then((answer) => setVisitors(answer.visitors))
        .catch(() => undefined);
    };
    const schedule = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      ask();
      timer = setInterval(ask, REALTIME_POLL_MS);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, []);
  return visitors;
}

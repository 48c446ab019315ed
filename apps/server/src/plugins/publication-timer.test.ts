import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityStore } from '../entities/entity-store';
import { PublicationTimer } from './publication-timer';

/** A store whose only scheduled post is at `dates.next` (none when undefined). */
function storeWith(dates: { next?: number }) {
  const list = vi.fn(async () =>
    dates.next === undefined ? [] : [{ published_date: new Date(dates.next).toISOString() }],
  );
  return { store: { list } as unknown as EntityStore, list };
}

describe('the publication timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops the caches just after the next date, and follows a changed date', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const dates: { next?: number } = { next: 1_005_000 };
    const { store, list } = storeWith(dates);
    const onDue = vi.fn();
    const timer = new PublicationTimer({ store, onDue });
    timer.rearm();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(onDue).not.toHaveBeenCalled();
    // The post is moved a second later: the timer follows it.
    dates.next = 1_006_000;
    timer.rearm();
    await vi.advanceTimersByTimeAsync(2);
    expect(onDue).not.toHaveBeenCalled();
    dates.next = undefined;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(3);
    await timer.close();
  });

  it('sleeps at most the recheck bound, and not at all once closed', async () => {
    vi.useFakeTimers({ now: 0 });
    const { store } = storeWith({ next: 10 * 60 * 60 * 1000 });
    const onDue = vi.fn();
    const timer = new PublicationTimer({ store, onDue, recheckMs: 60_000 });
    timer.rearm();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    await timer.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });
});

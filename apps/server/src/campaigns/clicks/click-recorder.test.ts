import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ClickRecorder, MAX_PENDING_CLICKS } from './click-recorder';
import type { ClickStore } from './click-store';

describe('the click queue', () => {
  it(`holds at most ${MAX_PENDING_CLICKS} clicks while the database is slow, and says so once`, async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const written: number[] = [];
    // The database answers only when the gate opens: the redirect must not wait for it.
    const store = {
      record: async (clicks: readonly unknown[]) => {
        await gate;
        written.push(clicks.length);
      },
    } as unknown as ClickStore;
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), error: () => {} };
    const recorder = new ClickRecorder(store, log as unknown as FastifyBaseLogger);
    const click = { campaignId: 'c', linkIndex: 0, subscriberId: 's' };

    recorder.add(click); // taken by the writer at once, which then waits on the database
    for (let n = 0; n < MAX_PENDING_CLICKS + 50; n += 1) recorder.add(click);
    expect(recorder.size).toBe(MAX_PENDING_CLICKS);
    expect(warnings).toHaveLength(1);

    open();
    await recorder.flush();
    expect(recorder.size).toBe(0);
    expect(written.reduce((all, count) => all + count, 0)).toBe(MAX_PENDING_CLICKS + 1);
    // The count of dropped clicks is logged once the queue drains.
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings[1])).toContain('"dropped":50');
  });
});

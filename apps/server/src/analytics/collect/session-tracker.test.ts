import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../../test/track-events';
import type { TrackEvent } from './track-body';
import { TrackService } from './track-service';
import { pageAddressOf } from './track-page';
import { VisitorSalts } from './visitor-salt';

const MINUTE = 60_000;

function view(page: string, ts: number): TrackEvent {
  return { kind: 'pageview', ts, address: pageAddressOf(page)!, referrer: null, language: 'fr' };
}

describe.each(testDatabases())('instances sharing one database on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('agree on the salt of the day, whichever creates it', async () => {
    const [first, second] = [new VisitorSalts(t.database), new VisitorSalts(t.database)];
    const [a, b] = await Promise.all([first.saltFor('2031-01-02'), second.saltFor('2031-01-02')]);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBe(32);
  });

  it('continue a visit another instance started, and both add to it', async () => {
    let now = Date.parse('2031-01-02T10:00:00Z');
    const instance = () =>
      new TrackService({
        config: { ...t.config.analytics },
        database: t.database,
        publicUrl: t.config.publicUrl,
        country: () => null,
        now: () => now,
      });
    const [one, two] = [instance(), instance()];
    const request = {
      ip: '192.0.2.60',
      hostname: 'localhost',
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/121.0' },
    } as never;
    await one.track(request, [view('/', now)]);
    now += 10 * MINUTE;
    await two.track(request, [view('/tarifs', now)]);
    now += 10 * MINUTE;
    await one.track(request, [{ kind: 'heartbeat', ts: now }]);
    now += 25 * MINUTE;
    // 25 minutes after the heartbeat seen by `one`: `two` finds the visit still open.
    await two.track(request, [view('/contact', now)]);
    const visits = (await rowsOf(t, 'sessions')).filter((row) => row.day === '2031-01-02');
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ entry_page: '/', exit_page: '/contact' });
    expect(Number(visits[0]!.pageviews)).toBe(3);
    expect(Number(visits[0]!.duration_ms)).toBe(45 * MINUTE);
  });
});

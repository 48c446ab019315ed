import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrine/contract/client/access-token';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_TOKEN_KEY, startTracker, type TrackerWindow } from './audience-tracker';

const ENDPOINT = '/api/apps/vitrine/analytics/track/batch';
const HOME = 'https://vitrine.example/?utm_source=linkedin';
const PRICING = 'https://vitrine.example/tarifs';

/** A browser reduced to what the tracker touches, recording what it sends. */
function fakeWindow(options: { search?: string; token?: string; beacon?: boolean } = {}) {
  const listeners = new Map<string, () => void>();
  const sent: { via: string; body: string }[] = [];
  const storage = new Map(options.token ? [[CONSOLE_TOKEN_KEY, options.token]] : []);
  const on = (type: string, listener: () => void) => listeners.set(type, listener);
  const win = {
    name: '',
    location: { search: options.search ?? '' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    navigator: {
      language: 'fr-FR',
      doNotTrack: null,
      sendBeacon: (url: string, body: string) => {
        expect(url).toBe(ENDPOINT);
        if (options.beacon === false) return false;
        sent.push({ via: 'beacon', body });
        return true;
      },
    },
    fetch: async (url: string, init: { body: string; keepalive: boolean }) => {
      expect([url, init.keepalive]).toEqual([ENDPOINT, true]);
      sent.push({ via: 'fetch', body: init.body });
      return new Response(null, { status: 202 });
    },
    document: {
      referrer: 'https://www.google.com/',
      visibilityState: 'visible',
      addEventListener: on,
    },
    addEventListener: on,
  };
  const fire = (type: string) => listeners.get(type)?.();
  const events = () =>
    sent.flatMap(({ body }) => (JSON.parse(body) as { events: Record<string, unknown>[] }).events);
  return { win, tracker: win as unknown as TrackerWindow, fire, sent, events };
}

describe('the audience tracker', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends a page view per page, in the SDK batch format, the referrer on the first only', () => {
    const browser = fakeWindow();
    const view = startTracker(browser.tracker, ENDPOINT)!;
    view(HOME);
    view(HOME);
    view(PRICING);
    const views = browser.events().filter((event) => event.event_name === 'pageview');
    expect(views).toEqual([
      {
        event_name: 'pageview',
        properties: { referrer: 'https://www.google.com/', language: 'fr-FR' },
        timestamp: '2026-11-24T10:00:00.000Z',
        page_url: HOME,
      },
      {
        event_name: 'pageview',
        properties: { language: 'fr-FR' },
        timestamp: '2026-11-24T10:00:00.000Z',
        page_url: PRICING,
      },
    ]);
  });

  it('counts only visible time, and sends it when the page is left or hidden', () => {
    const browser = fakeWindow();
    const view = startTracker(browser.tracker, ENDPOINT)!;
    view(HOME);
    vi.advanceTimersByTime(4_000);
    browser.win.document.visibilityState = 'hidden';
    browser.fire('visibilitychange');
    vi.advanceTimersByTime(60_000);
    browser.win.document.visibilityState = 'visible';
    browser.fire('visibilitychange');
    vi.advanceTimersByTime(1_500);
    view(PRICING);
    vi.advanceTimersByTime(2_000);
    browser.fire('pagehide');
    browser.fire('pagehide');
    expect(
      browser.events().map((event) => [event.event_name, event.page_url, event.properties]),
    ).toEqual([
      ['pageview', HOME, { referrer: 'https://www.google.com/', language: 'fr-FR' }],
      ['engagement', HOME, { engaged_ms: 4_000 }],
      ['engagement', HOME, { engaged_ms: 1_500 }],
      ['pageview', PRICING, { language: 'fr-FR' }],
      ['engagement', PRICING, { engaged_ms: 2_000 }],
    ]);
    // The navigation reports the page left and the page shown in one request.
    expect(browser.sent).toHaveLength(4);
    expect(browser.sent.every((request) => request.via === 'beacon')).toBe(true);
  });

  it('waits until a page rendered ahead of a click is shown', () => {
    const browser = fakeWindow();
    Object.assign(browser.win.document, { prerendering: true });
    startTracker(browser.tracker, ENDPOINT)!(HOME);
    expect(browser.sent).toEqual([]);
    Object.assign(browser.win.document, { prerendering: false });
    browser.fire('prerenderingchange');
    expect(browser.events().map((event) => event.page_url)).toEqual([HOME]);
  });

  it('falls back to a keep-alive fetch when the beacon is refused', () => {
    const browser = fakeWindow({ beacon: false });
    startTracker(browser.tracker, ENDPOINT)!(HOME);
    expect(browser.sent.map((request) => request.via)).toEqual(['fetch']);
  });

  it('sends nothing from a browser where a console token is saved', () => {
    expect(CONSOLE_TOKEN_KEY).toBe(ACCESS_TOKEN_STORAGE_KEY);
    const browser = fakeWindow({ token: 'admin-token' });
    const view = startTracker(browser.tracker, ENDPOINT)!;
    view(HOME);
    vi.advanceTimersByTime(3_000);
    browser.fire('pagehide');
    expect(browser.sent).toEqual([]);
  });

  it('stays off with ?analytics-enable=false, Global Privacy Control or Do Not Track', () => {
    expect(
      startTracker(fakeWindow({ search: '?analytics-enable=false' }).tracker, ENDPOINT),
    ).toBeUndefined();
    expect(
      startTracker(fakeWindow({ search: '?a=1&analytics-enable=true' }).tracker, ENDPOINT),
    ).toBeTypeOf('function');
    const gpc = fakeWindow();
    Object.assign(gpc.win.navigator, { globalPrivacyControl: true });
    expect(startTracker(gpc.tracker, ENDPOINT)).toBeUndefined();
    const dnt = fakeWindow();
    Object.assign(dnt.win.navigator, { doNotTrack: '1' });
    expect(startTracker(dnt.tracker, ENDPOINT)).toBeUndefined();
  });

  it('stays off on the next pages of a tab that opted out, without storage', () => {
    const first = fakeWindow({ search: '?analytics-enable=false' });
    expect(startTracker(first.tracker, ENDPOINT)).toBeUndefined();
    // The next page load in the same tab keeps the window's name, not its address.
    const next = fakeWindow();
    next.win.name = first.win.name;
    expect(startTracker(next.tracker, ENDPOINT)).toBeUndefined();
    expect(startTracker(fakeWindow().tracker, ENDPOINT)).toBeTypeOf('function');
  });

  it('never writes to the browser and stays silent when sending throws', () => {
    const browser = fakeWindow();
    browser.win.navigator.sendBeacon = () => {
      throw new TypeError('beacon blocked');
    };
    browser.win.localStorage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const view = startTracker(browser.tracker, ENDPOINT)!;
    expect(() => view(HOME)).not.toThrow();
    expect(browser.sent).toEqual([]);
  });
});

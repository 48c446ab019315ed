/**
 * The site's audience tracker (docs/decisions/0021-first-party-analytics.md): a page view on each
 * page shown, and the time it was visible when the visitor leaves it, posted to the server in the
 * Base44 SDK's batch format. It keeps nothing in the browser and makes no identifier: the server
 * derives a visitor id that lasts one day. Every failure is silent.
 */

/** `ACCESS_TOKEN_STORAGE_KEY` of `@vitrine/contract/client/access-token` (kept apart: page weight). */
export const CONSOLE_TOKEN_KEY = 'base44_access_token';
/** The Base44 SDK's switch: `?analytics-enable=false` turns tracking off for this tab. */
export const OPT_OUT = /[?&]analytics-enable=false(?:&|$)/;
/**
 * The tab's name once it opted out: each page is a page load (decision 0066), and the window's
 * name outlives them within the tab without being storage (browsers clear it when the tab
 * leaves for another site).
 */
export const OPTED_OUT_TAB = 'vitrine-analytics-off';

export type TrackerWindow = Pick<Window, 'location' | 'localStorage' | 'fetch' | 'name'> & {
  navigator: Pick<Navigator, 'sendBeacon' | 'language' | 'doNotTrack'> & {
    globalPrivacyControl?: boolean;
  };
  document: Pick<Document, 'referrer' | 'visibilityState' | 'addEventListener'> & {
    prerendering?: boolean;
  };
  addEventListener: Window['addEventListener'];
};

/** Whether `address` is a page of this site (`here`'s origin). */
function isOwnPage(address: string, here: Pick<Location, 'origin'>) {
  try {
    return address !== '' && new URL(address).origin === here.origin;
  } catch {
    return false;
  }
}

/** An admin signed in to the console in this browser: not counted. */
function isAdmin(win: TrackerWindow): boolean {
  try {
    return !!win.localStorage.getItem(CONSOLE_TOKEN_KEY);
  } catch {
    return false;
  }
}

/**
 * Starts tracking and answers the function to call with each page's full address, or undefined
 * when this visit must not be measured: `?analytics-enable=false`, or the browser's Global Privacy
 * Control or Do Not Track signal.
 */
export function startTracker(win: TrackerWindow, endpoint: string) {
  const { navigator: nav, document: doc } = win;
  if (OPT_OUT.test(win.location.search)) win.name = OPTED_OUT_TAB;
  if (win.name === OPTED_OUT_TAB || nav.globalPrivacyControl || nav.doNotTrack === '1') {
    return undefined;
  }
  let page = '';
  let shownAt = 0;
  let engaged = 0;
  // A page reached from another page of the site names no referrer: the visit's source is the
  // first page's (each page is a page load, decision 0066).
  let referrer: string | undefined = isOwnPage(doc.referrer, win.location)
    ? undefined
    : doc.referrer;

  const event = (event_name: string, properties: object) => ({
    event_name,
    properties,
    timestamp: new Date().toISOString(),
    page_url: page,
  });
  const send = (events: object[]) => {
    if (events.length === 0 || isAdmin(win)) return;
    const body = JSON.stringify({ events });
    try {
      if (!nav.sendBeacon(endpoint, body)) {
        win.fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {});
      }
    } catch {
      // No beacon and no fetch: the view goes unmeasured.
    }
  };
  const show = () => {
    shownAt = doc.visibilityState === 'visible' ? Date.now() : 0;
  };
  /** The visible time on the page since it was last reported, as an event (none if nothing). */
  const spent = () => {
    if (shownAt) engaged += Date.now() - shownAt;
    shownAt = 0;
    const events = page && engaged > 0 ? [event('engagement', { engaged_ms: engaged })] : [];
    engaged = 0;
    return events;
  };
  const leave = () => send(spent());

  doc.addEventListener('visibilitychange', () =>
    doc.visibilityState === 'hidden' ? leave() : show(),
  );
  win.addEventListener('pagehide', leave);
  // A navigation reports the page left and the page shown in one request.
  const view = (url: string) => {
    if (url === page) return;
    // A page the browser renders ahead of a click counts once it is shown, if ever.
    if (doc.prerendering) {
      doc.addEventListener('prerenderingchange', () => view(url), { once: true });
      return;
    }
    const left = spent();
    page = url;
    show();
    send([...left, event('pageview', { referrer, language: nav.language })]);
    referrer = undefined;
  };
  return view;
}

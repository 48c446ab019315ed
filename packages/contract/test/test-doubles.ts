/**
 * Test doubles for the client's tests (not used by the client itself): a recording fake
 * `fetch` and a stubbed browser (`window`, `location`, `localStorage`, `history`).
 */
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | undefined;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records every call and answers with `respond` (default: 200 `{}`). */
export function createFakeFetch(respond: Responder = () => jsonResponse({})) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers and rejects with the signal's reason when aborted. */
export function hangingFetch(): typeof globalThis.fetch {
  return (_input, init) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason));
    });
}

/** Path and query of a recorded URL (the base is only used to parse relative URLs). */
export function parseUrl(url: string): { pathname: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://relative.invalid');
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

export interface BrowserStub {
  location: { href: string };
  storage: Map<string, string>;
  replaceState: ReturnType<typeof vi.fn>;
}

/** Stubs a browser at `href`; restore with `vi.unstubAllGlobals()`. */
export function stubBrowser(href: string, saved: Record<string, string> = {}): BrowserStub {
  const location = { href };
  const storage = new Map(Object.entries(saved));
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  };
  const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
    location.href = new URL(url, location.href).href;
  });
  const history = { state: null, replaceState };
  vi.stubGlobal('window', { location, localStorage, history });
  vi.stubGlobal('location', location);
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('history', history);
  return { location, storage, replaceState };
}

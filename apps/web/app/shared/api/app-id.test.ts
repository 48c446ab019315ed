import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppId } from './app-id';
import { buildAppId, requestAppId, withAppIdMeta } from './app-id.server';

const page =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>x</title></head></html>';

describe('the app id of the API calls', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('comes from the server load context, else APP_ID at build time, else vitrine', () => {
    vi.stubEnv('APP_ID', '');
    expect(buildAppId()).toBe('vitrine');
    vi.stubEnv('APP_ID', ' built-app ');
    expect(buildAppId()).toBe('built-app');
    expect(requestAppId({ appId: 'server-app' })).toBe('server-app');
    expect(requestAppId({ appId: '' })).toBe('built-app');
    expect(requestAppId(undefined)).toBe('built-app');
  });

  it('is written as a meta right after the charset, escaped', () => {
    const html = withAppIdMeta(page, 'a"b');
    expect(html).toContain(
      '<meta charSet="utf-8"/><meta name="vitrine-app-id" content="a&quot;b"/><title>',
    );
    expect(() => withAppIdMeta('<html></html>', 'x')).toThrow(/charset/);
  });

  it('is read back from the meta when a form sends, with vitrine as the fallback', () => {
    const html = withAppIdMeta(page, 'other-app');
    const content = /content="([^"]*)"/.exec(html)?.[1] ?? null;
    const doc = (found: boolean) => ({
      querySelector: (selector: string) => {
        expect(selector).toBe('meta[name="vitrine-app-id"]');
        return found ? { getAttribute: () => content } : null;
      },
    });
    expect(readAppId(doc(true) as unknown as Document)).toBe('other-app');
    expect(readAppId(doc(false) as unknown as Document)).toBe('vitrine');
  });
});

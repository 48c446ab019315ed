import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse, parseUrl, stubBrowser } from '../../test/test-doubles';

const CSV = '\uFEFFid,created_date,email\r\na1,2026-01-01T00:00:00.000Z,ines@example.fr\r\n';
const csvResponse = () =>
  new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('entity exportCsv', () => {
  it('GETs /export with q, sort and fields, with the token, and resolves with a Blob', async () => {
    const fake = createFakeFetch(csvResponse);
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, token: 'ADMIN' });
    const query = { language: 'fr', interests: { $all: ['analytics'] } };
    const blob = await client.entities.WaitlistSubscriber.exportCsv(query, '-created_date', [
      'email',
      'company',
    ]);

    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toMatch(/^text\/csv/);
    // Blob.text() would drop the BOM: read the bytes.
    expect(Buffer.from(await blob.arrayBuffer()).toString('utf8')).toBe(CSV);
    const call = fake.calls[0]!;
    expect(call.method).toBe('GET');
    expect(parseUrl(call.url)).toEqual({
      pathname: '/api/apps/app-1/entities/WaitlistSubscriber/export',
      query: { q: JSON.stringify(query), sort: '-created_date', fields: 'email,company' },
    });
    expect(call.headers.get('Authorization')).toBe('Bearer ADMIN');
    expect(call.headers.get('Accept')).toBe('*/*');
  });

  it('exportFile asks for a separator, a language or raw values, or an Excel workbook', async () => {
    const fake = createFakeFetch(csvResponse);
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, token: 'ADMIN' });
    const handler = client.entities.ContactMessage;
    await handler.exportFile({ status: 'new' }, 'name', {
      format: 'csv',
      delimiter: ';',
      lang: 'fr',
    });
    await handler.exportFile(undefined, undefined, { format: 'csv', delimiter: ',', raw: true });
    await handler.exportFile(undefined, undefined, { format: 'xlsx', lang: 'en' });
    expect(fake.calls.map((call) => parseUrl(call.url).query)).toEqual([
      { q: '{"status":"new"}', sort: 'name', format: 'csv', delimiter: ';', lang: 'fr' },
      { format: 'csv', delimiter: ',', raw: 'true' },
      { format: 'xlsx', lang: 'en' },
    ]);
  });

  it('sends no parameters when none are given', async () => {
    const fake = createFakeFetch(csvResponse);
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    await client.entities.User.exportCsv();
    expect(fake.calls[0]!.url).toBe('/api/apps/app-1/entities/User/export');
  });

  it('rejects a JSON error answer with its ApiError', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse({ message: 'Unknown field "nope"', code: 'INVALID_QUERY' }, 400),
    );
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    const error = await client.entities.OutboxEmail.exportCsv({ nope: 1 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_QUERY' });
  });

  it('sends the browser to the login page after a 401, like any other call', async () => {
    vi.useFakeTimers();
    const browser = stubBrowser('https://site.example/console/leads');
    const fake = createFakeFetch(() =>
      jsonResponse({ message: 'Sign in', code: 'UNAUTHORIZED' }, 401),
    );
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, requiresAuth: true });
    await client.entities.WaitlistSubscriber.exportCsv().catch(() => undefined);
    vi.advanceTimersByTime(100);
    expect(browser.location.href).toBe(
      `/login?from_url=${encodeURIComponent('https://site.example/console/leads')}&app_id=app-1`,
    );
  });
});

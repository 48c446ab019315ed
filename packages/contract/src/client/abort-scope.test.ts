import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, hangingFetch } from '../../test/test-doubles';
import { apiFailure } from '../../test/api-failure';

afterEach(() => {
  vi.useRealTimers();
});

describe('timeout and cancellation', () => {
  it('rejects with TIMEOUT after timeoutMs and aborts the fetch signal', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(hangingFetch());
    const client = createApiClient({ appId: 'app-1', fetch, timeoutMs: 50 });
    const pending = apiFailure(client.entities.BlogPost.list());
    await vi.advanceTimersByTimeAsync(49);
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'timeout of 50ms exceeded' });
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });

  it('lets one call override the timeout, even with a fetch that ignores the signal', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const client = createApiClient({ appId: 'app-1', fetch: never, timeoutMs: 60_000 });
    const error = await apiFailure(
      client.entities.BlogPost.list(undefined, 1, 0, [], { timeoutMs: 5 }),
    );
    expect(error.code).toBe('TIMEOUT');
  });

  it("rejects with CANCELED when the caller's signal aborts", async () => {
    const client = createApiClient({ appId: 'app-1', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = apiFailure(client.entities.BlogPost.get('p1', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ code: 'CANCELED', message: 'canceled', status: undefined });
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fake = createFakeFetch();
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    const error = await apiFailure(client.auth.me({ signal: AbortSignal.abort() }));
    expect(error.code).toBe('CANCELED');
    expect(fake.calls).toHaveLength(0);
  });
});

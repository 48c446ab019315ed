import { Writable } from 'node:stream';
import { AUDIT_ACTIONS } from '@vitrine/contract/entities/audit-event';
import { describe, expect, it, vi } from 'vitest';
import { AI_TEST_KEY, AI_TEST_MODEL, useAiTestApp } from '../../test/ai-test-app';
import { auditEvents } from '../../test/audit-events';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { AI_PURPOSES } from './ai-purposes';

const INVOKE = '/integration-endpoints/Core/InvokeLLM';

const invoke = (t: TestApp, payload: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}${INVOKE}`,
    headers,
    payload,
  });

const status = (t: TestApp, headers: Record<string, string> = t.admin) =>
  t.app.inject({ url: `/api/apps/${t.config.appId}/ai/status`, headers });

const thisMonth = () => new Date().toISOString().slice(0, 7);

it('names an audit action (the console shows) for every AI purpose', () => {
  const actions = AUDIT_ACTIONS.filter((action) => action.startsWith('ai.'));
  expect(actions).toEqual(AI_PURPOSES.map((purpose) => `ai.${purpose}`));
});

it('refuses an AI_BASE_URL that is not http(s), without repeating it', () => {
  const load = () =>
    loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'ftp://user:hunter2@ai.example/v1' });
  expect(load).toThrow('AI_BASE_URL must be an http:// or https:// URL');
  expect(load).not.toThrow(/hunter2/);
  expect(loadConfig({ NODE_ENV: 'test', AI_TIMEOUT_MS: '300' }).ai).toMatchObject({
    timeoutMs: 300,
    monthlyTokenBudget: 2_000_000,
    maxRetries: 2,
    vision: false,
    concurrency: 4,
    queueMax: 16,
  });
});

describe.each(testDatabases())('AI calls on $name', (testDatabase) => {
  describe('without AI_BASE_URL and AI_MODEL', () => {
    const t = useTestApp(testDatabase);

    it('says AI is off, and every AI route answers 503 AI_NOT_CONFIGURED', async () => {
      const answer = await status(t);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        configured: false,
        model: null,
        vision: false,
        month: thisMonth(),
        budget_tokens: 2_000_000,
        used_tokens: 0,
      });
      const refused = await invoke(t, { prompt: 'Bonjour' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'AI_NOT_CONFIGURED' });
      expect(refused.json().message).toContain('AI_BASE_URL');
    });

    it('keeps the status for signed-in console roles: 401 for visitors', async () => {
      expect((await status(t, {})).statusCode).toBe(401);
    });
  });

  describe('with a provider', () => {
    const { t, provider } = useAiTestApp(testDatabase, {
      METRICS_TOKEN: 'metrics-token-of-the-ai-tests',
    });

    it('answers InvokeLLM with the model’s text, sending the key and the configured model', async () => {
      provider.reply(() => ({ text: 'Bonjour !', usage: { prompt: 12, completion: 3 } }));
      const answer = await invoke(t, { prompt: 'Dis bonjour', model: 'gpt-ignored' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toBe('Bonjour !');
      const seen = provider.requests.at(-1)!;
      expect(seen.model).toBe(AI_TEST_MODEL);
      expect(seen.messages).toEqual([{ role: 'user', content: 'Dis bonjour' }]);
      expect(seen.headers.authorization).toBe(`Bearer ${AI_TEST_KEY}`);
      expect(seen.stream).toBeFalsy();
      expect((await status(t)).json()).toMatchObject({
        configured: true,
        model: AI_TEST_MODEL,
        used_tokens: 15,
      });
    });

    it('counts an estimate (4 characters a token) when the provider sends no usage', async () => {
      const before = (await status(t)).json().used_tokens as number;
      provider.reply(() => ({ text: 'x'.repeat(40), usage: null }));
      expect((await invoke(t, { prompt: 'y'.repeat(80) })).statusCode).toBe(200);
      expect((await status(t)).json().used_tokens).toBe(before + 20 + 10);
    });

    it('retries a 429 with backoff: one success, two requests', async () => {
      const count = provider.requests.length;
      let calls = 0;
      provider.reply(() =>
        ++calls === 1 ? { status: 429, error: 'Rate limit reached' } : { text: 'Enfin' },
      );
      const answer = await invoke(t, { prompt: 'Encore' });
      expect(answer.json()).toBe('Enfin');
      expect(provider.requests.length - count).toBe(2);
    });

    it('answers 502 AI_PROVIDER_ERROR after 500 three times (two retries)', async () => {
      const count = provider.requests.length;
      provider.reply(() => ({ status: 500, error: 'The server had an error' }));
      const answer = await invoke(t, { prompt: 'Encore' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ code: 'AI_PROVIDER_ERROR' });
      expect(answer.json().message).toContain('500');
      expect(provider.requests.length - count).toBe(3);
    });

    it('names the provider’s status and words on a 401, never retried, never the key', async () => {
      const count = provider.requests.length;
      provider.reply(() => ({
        status: 401,
        error: {
          message: `Incorrect API key provided: ${AI_TEST_KEY}`,
          type: 'invalid_request_error',
        },
      }));
      const answer = await invoke(t, { prompt: 'Encore' });
      expect(answer.statusCode).toBe(502);
      const { code, message } = answer.json();
      expect(code).toBe('AI_PROVIDER_ERROR');
      expect(message).toBe(
        'The AI provider refused the call with status 401: Incorrect API key provided: [redacted]',
      );
      expect(provider.requests.length - count).toBe(1);
    });

    it('records every call in the audit trail: model, tokens and time, or the failure’s code', async () => {
      provider.reply(() => ({ text: 'Audité', usage: { prompt: 7, completion: 2 } }));
      expect((await invoke(t, { prompt: 'Un texte secret' })).statusCode).toBe(200);
      const events = await auditEvents(t, { action: 'ai.invoke-llm' });
      const ok = events.find((event) => String(event.summary).includes('9 tokens'));
      expect(ok).toMatchObject({ actor_email: 'admin@vitrine.test' });
      expect(ok!.summary).toMatch(new RegExp(`^${AI_TEST_MODEL}: 9 tokens in \\d+\\.\\d s$`));
      expect(events.map((event) => event.summary)).toContain('AI_PROVIDER_ERROR');
      expect(JSON.stringify(events)).not.toContain('secret');
    });

    it('counts calls, tokens and durations in /metrics', async () => {
      provider.reply(() => ({ text: 'Compté', usage: { prompt: 30, completion: 4 } }));
      expect((await invoke(t, { prompt: 'Compte' })).statusCode).toBe(200);
      const scraped = await t.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-of-the-ai-tests' },
      });
      const { samples } = parsePrometheusText(scraped.body);
      const purpose = 'invoke-llm';
      expect(sampleValue(samples, 'vitrine_ai_requests_total', { purpose, outcome: 'ok' })).toBe(5);
      expect(
        sampleValue(samples, 'vitrine_ai_requests_total', { purpose, outcome: 'provider_error' }),
      ).toBe(2);
      expect(
        sampleValue(samples, 'vitrine_ai_tokens_total', { purpose, kind: 'prompt' }),
      ).toBeGreaterThanOrEqual(30 + 12 + 7);
      expect(sampleValue(samples, 'vitrine_ai_request_duration_seconds_count', { purpose })).toBe(
        7,
      );
    });
  });

  describe('with a budget of 100 tokens', () => {
    const { t, provider } = useAiTestApp(testDatabase, { AI_MONTHLY_TOKEN_BUDGET: '100' });

    it('lets a call under budget finish past it, then refuses with 429 AI_BUDGET_SPENT', async () => {
      provider.reply(() => ({ text: 'Long', usage: { prompt: 100, completion: 50 } }));
      expect((await invoke(t, { prompt: 'Un' })).statusCode).toBe(200);
      const count = provider.requests.length;
      const refused = await invoke(t, { prompt: 'Deux' });
      expect(refused.statusCode).toBe(429);
      const { code, message } = refused.json();
      expect(code).toBe('AI_BUDGET_SPENT');
      const now = new Date();
      const renews = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      expect(message).toBe(
        `This month's AI budget is spent: 150 of 100 tokens used. It renews on ${renews.toISOString().slice(0, 10)} (UTC); an administrator can raise AI_MONTHLY_TOKEN_BUDGET to allow more now.`,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(provider.requests.length).toBe(count);
      expect((await status(t)).json()).toMatchObject({ budget_tokens: 100, used_tokens: 150 });
      const events = await auditEvents(t, { action: 'ai.invoke-llm', summary: 'AI_BUDGET_SPENT' });
      expect(events).toHaveLength(1);
    });
  });

  describe('with AI_TIMEOUT_MS=300', () => {
    const { t, provider } = useAiTestApp(testDatabase, { AI_TIMEOUT_MS: '300' });

    it('stops a provider slower than that with 504 AI_TIMEOUT, retries included', async () => {
      provider.reply(() => ({ text: 'Trop tard', delayMs: 5_000 }));
      const started = Date.now();
      const answer = await invoke(t, { prompt: 'Vite' });
      expect(answer.statusCode).toBe(504);
      expect(answer.json()).toMatchObject({ code: 'AI_TIMEOUT' });
      expect(answer.json().message).toContain('0.3 s');
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect(auditEvents(t, { summary: 'AI_TIMEOUT' })).resolves.toHaveLength(1);
    });
  });
  describe('with AI_CONCURRENCY=1 and AI_QUEUE_MAX=1', () => {
    const { t, provider } = useAiTestApp(testDatabase, { AI_CONCURRENCY: '1', AI_QUEUE_MAX: '1' });

    it('runs one call, keeps one waiting, and refuses the next with 429 AI_BUSY at once', async () => {
      const held: (() => void)[] = [];
      provider.reply(
        () =>
          new Promise((resolve) => {
            held.push(() => resolve({ text: 'Fini' }));
          }),
      );
      const running = invoke(t, { prompt: 'Un' });
      await vi.waitFor(() => expect(held).toHaveLength(1));
      const waiting = invoke(t, { prompt: 'Deux' });
      await vi.waitFor(() => expect(t.app.services.ai.figures.waiting).toBe(1));
      const refused = await invoke(t, { prompt: 'Trois' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'AI_BUSY', retry_after: 5 });
      expect(refused.headers['retry-after']).toBe('5');
      // The waiting call reaches the provider only once the running one has ended.
      expect(provider.requests).toHaveLength(1);
      held[0]!();
      expect((await running).json()).toBe('Fini');
      await vi.waitFor(() => expect(held).toHaveLength(2));
      held[1]!();
      expect((await waiting).json()).toBe('Fini');
      expect(t.app.services.ai.figures).toEqual({ running: 0, waiting: 0 });
      await expect(auditEvents(t, { summary: 'AI_BUSY' })).resolves.toHaveLength(1);
    });

    it('drops a waiting call whose client left, before it reaches the provider', async () => {
      const held: (() => void)[] = [];
      provider.reply(
        () =>
          new Promise((resolve) => {
            held.push(() => resolve({ text: 'Fini' }));
          }),
      );
      const count = provider.requests.length;
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const running = invoke(t, { prompt: 'Un' });
      await vi.waitFor(() => expect(held).toHaveLength(1));
      const leaving = new AbortController();
      const left = fetch(`${base}/api/apps/${t.config.appId}${INVOKE}`, {
        method: 'POST',
        headers: { ...t.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'Deux' }),
        signal: leaving.signal,
      }).catch((error: unknown) => error);
      await vi.waitFor(() => expect(t.app.services.ai.figures.waiting).toBe(1));
      leaving.abort();
      await left;
      await vi.waitFor(() => expect(t.app.services.ai.figures.waiting).toBe(0));
      held[0]!();
      expect((await running).json()).toBe('Fini');
      expect(provider.requests.length - count).toBe(1);
      await vi.waitFor(async () =>
        expect(await auditEvents(t, { summary: 'CLIENT_CLOSED_REQUEST' })).toHaveLength(1),
      );
      expect(t.app.services.ai.figures).toEqual({ running: 0, waiting: 0 });
    });
  });
  describe('logging at debug', () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { t, provider } = useAiTestApp(testDatabase, { LOG_LEVEL: 'debug' }, { logStream });

    it('logs each call’s purpose, outcome and time, never the key, the prompt or the answer', async () => {
      provider.reply(() => ({ text: 'Réponse confidentielle' }));
      expect((await invoke(t, { prompt: 'Question confidentielle' })).statusCode).toBe(200);
      provider.reply(() => ({ status: 401, error: `Incorrect API key provided: ${AI_TEST_KEY}` }));
      expect((await invoke(t, { prompt: 'Question confidentielle' })).statusCode).toBe(502);
      const log = lines.join('');
      expect(log).toContain('"purpose":"invoke-llm","outcome":"ok"');
      expect(log).toContain('"outcome":"provider_error"');
      for (const secret of [AI_TEST_KEY, 'confidentielle']) expect(log).not.toContain(secret);
    });
  });
});

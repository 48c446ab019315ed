import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { testDatabases, useTestApp, useTestAppWithSmtp } from '../../test/test-app';
import { UNMATCHED_ROUTE } from './metrics-routes';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const DURATION = 'vitrine_http_request_duration_seconds';
const SEND_EMAIL = '/api/apps/vitrine/integration-endpoints/Core/SendEmail';

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabases())('/metrics on $name', (testDatabase) => {
  describe('without METRICS_TOKEN and METRICS_PORT', () => {
    const t = useTestApp(testDatabase);
    let url: string;
    beforeAll(async () => {
      url = await listen(t.app);
    });

    it('is a 404, with or without a token', async () => {
      const withToken = { authorization: `Bearer ${TOKEN}` };
      for (const headers of [{}, withToken] as Record<string, string>[]) {
        const response = await fetch(`${url}/metrics`, { headers });
        expect(response.status).toBe(404);
      }
    });
  });

  describe('with METRICS_TOKEN, on a server running its jobs', () => {
    const t = useTestApp(testDatabase, { METRICS_TOKEN: TOKEN });
    const NEXT_RUN = 'vitrine_job_next_run_timestamp_seconds';
    const JOBS = [
      'analytics_rollup',
      'newsletter_link_prune',
      'publication_timer',
      'retention',
      'weekly_report',
    ];
    const scrape = async () => {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      return parsePrometheusText(response.body).samples;
    };

    it('shows when each recurring job runs next, one series per job', async () => {
      // The publication timer plans its next wake-up once it has looked for scheduled posts.
      const samples = await vi.waitFor(async () => {
        const scraped = await scrape();
        expect(scraped.filter((sample) => sample.name === NEXT_RUN)).toHaveLength(JOBS.length);
        return scraped;
      });
      const series = samples.filter((sample) => sample.name === NEXT_RUN);
      expect(series.map((sample) => sample.labels.job).sort()).toEqual(JOBS);
      const now = Date.now() / 1000;
      for (const job of JOBS) {
        const next = sampleValue(samples, NEXT_RUN, { job })!;
        expect(next, job).toBeGreaterThan(now - 1);
      }
      // Retention a minute after start, then daily; links every 6 hours; the others at most an
      // hour ahead.
      const periods = {
        retention: 86_400 + 60,
        analytics_rollup: 3_600 + 5,
        newsletter_link_prune: 6 * 3_600,
      };
      for (const job of JOBS) {
        const bound = now + (periods[job as keyof typeof periods] ?? 3_600);
        expect(sampleValue(samples, NEXT_RUN, { job }), job).toBeLessThanOrEqual(bound);
      }
      await vi.waitFor(async () => {
        const runs = { job: 'weekly_report', outcome: 'ok' };
        expect(sampleValue(await scrape(), 'vitrine_job_runs_total', runs)).toBe(1);
      });
      const after = await scrape();
      const failed = { job: 'weekly_report', outcome: 'failed' };
      expect(sampleValue(after, 'vitrine_job_runs_total', failed)).toBe(0);
      const duration = sampleValue(after, 'vitrine_job_last_run_duration_seconds', {
        job: 'weekly_report',
      });
      expect(duration).toBeGreaterThanOrEqual(0);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const { t, smtp } = useTestAppWithSmtp(testDatabase, { METRICS_TOKEN: TOKEN });
    let url: string;
    beforeAll(async () => {
      url = await listen(t.app);
    });
    const fetchMetrics = () =>
      fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const scrape = async () => {
      const response = await fetchMetrics();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await response.text();
      return { text, ...parsePrometheusText(text) };
    };

    it('answers 401 without the token or with a wrong one', async () => {
      const wrong = [
        undefined,
        'Bearer wrong',
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${TOKEN}`,
        TOKEN,
      ];
      for (const authorization of wrong) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const response = await fetch(`${url}/metrics`, { headers });
        expect(response.status, authorization).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
        expect(await response.json()).toMatchObject({
          code: 'UNAUTHORIZED',
          message: expect.stringContaining('METRICS_TOKEN'),
        });
      }
    });

    it('takes the scheme in any case (RFC 9110): bearer and BEARER work too', async () => {
      for (const authorization of [`bearer ${TOKEN}`, `BEARER ${TOKEN}`, `bEaReR ${TOKEN}`]) {
        const response = await fetch(`${url}/metrics`, { headers: { authorization } });
        expect(response.status, authorization).toBe(200);
        await response.text();
      }
      const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'bearer wrong' } });
      expect(wrong.status).toBe(401);
    });

    it('answers the process, event-loop, request, database, mail and cache metrics', async () => {
      const { samples, types } = await scrape();
      const names = new Set(samples.map((sample) => sample.name));
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
        `${DURATION}_bucket`,
        'vitrine_outbox_pending_emails',
        'vitrine_mail_send_failures_total',
        'vitrine_read_cache_requests_total',
      ]) {
        expect(names, name).toContain(name);
      }
      expect(types.get(DURATION)).toBe('histogram');
      expect(types.get('vitrine_page_cache_requests_total')).toBe('counter');
      if (testDatabase.name === 'postgres') {
        expect(sampleValue(samples, 'vitrine_db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(sampleValue(samples, 'vitrine_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
        expect(sampleValue(samples, 'vitrine_db_pool_waiting_queries')).toBe(0);
        expect(names).not.toContain('vitrine_sqlite_group_commit_queue');
        expect(sampleValue(samples, 'vitrine_postgres_group_commit_queue')).toBe(0);
      } else {
        expect(sampleValue(samples, 'vitrine_sqlite_group_commit_queue')).toBe(0);
        expect(names).not.toContain('vitrine_db_pool_connections');
        expect(names).not.toContain('vitrine_postgres_group_commit_queue');
      }
    });

    it('counts a request under its route pattern, never its URL', async () => {
      const marker = `zz${randomBytes(6).toString('hex')}`;
      const read = await fetch(`${url}/api/apps/vitrine/entities/BlogPost/${marker}`);
      const unknown = await fetch(`${url}/${marker}/page`);
      expect(unknown.status).toBe(404);
      const { text, samples } = await scrape();
      expect(text).not.toContain(marker);
      const count = (route: string, status: number) =>
        sampleValue(samples, `${DURATION}_count`, {
          method: 'GET',
          route,
          status_code: String(status),
        });
      expect(count('/api/apps/:appId/entities/:entity/:id', read.status)).toBe(1);
      expect(count(UNMATCHED_ROUTE, 404)).toBe(1);
      // The scrape that answers is timed after it is written: the first one shows in the next.
      const next = await scrape();
      expect(
        sampleValue(next.samples, `${DURATION}_count`, { route: '/metrics', status_code: '200' }),
      ).toBeGreaterThan(0);
    });

    it('counts hits and misses of the visitor read cache', async () => {
      const counts = async () => {
        const { samples } = await scrape();
        const name = 'vitrine_read_cache_requests_total';
        return {
          hits: sampleValue(samples, name, { result: 'hit' }) ?? 0,
          misses: sampleValue(samples, name, { result: 'miss' }) ?? 0,
        };
      };
      const before = await counts();
      const list = `${url}/api/apps/vitrine/entities/BlogPost?limit=3&skip=${before.misses + 1}`;
      expect((await fetch(list)).status).toBe(200);
      expect((await fetch(list)).status).toBe(200);
      expect(await counts()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
    });

    it('counts analytics batches dropped (answered 200) and values stored as (other)', async () => {
      const dropped = async () => {
        const { samples } = await scrape();
        const name = 'vitrine_analytics_dropped_total';
        return sampleValue(samples, name, { reason: 'cross_site' }) ?? 0;
      };
      const before = await dropped();
      const beacon = await fetch(`${url}/api/apps/vitrine/analytics/track/batch`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          origin: 'https://evil.example',
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36',
        },
        body: JSON.stringify({ events: [{ event_name: 'pageview', page_url: '/' }] }),
      });
      expect(beacon.status).toBe(200);
      expect(await dropped()).toBe(before + 1);
      const { samples } = await scrape();
      expect(sampleValue(samples, 'vitrine_analytics_other_values_total')).toBe(0);
    });

    it('follows the outbox: pending e-mails, and failed sending attempts', async () => {
      const figures = async () => {
        const { samples } = await scrape();
        return {
          pending: sampleValue(samples, 'vitrine_outbox_pending_emails'),
          failures: sampleValue(samples, 'vitrine_mail_send_failures_total'),
        };
      };
      const queue = async (to: string) => {
        const response = await fetch(`${url}${SEND_EMAIL}`, {
          method: 'POST',
          headers: { ...t.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ to, subject: 'Votre démo', body: 'Bonjour' }),
        });
        expect(response.status).toBe(200);
      };
      const start = await figures();
      await queue('first@example.fr');
      expect(await figures()).toEqual({ ...start, pending: start.pending! + 1 });
      expect(await t.app.services.mail.flush()).toBe(1);
      expect(await figures()).toEqual(start);

      await queue('second@example.fr');
      smtp.reject(true);
      try {
        expect(await t.app.services.mail.flush()).toBe(0);
      } finally {
        smtp.reject(false);
      }
      // Kept for a later attempt: still pending, one failure counted.
      expect(await figures()).toEqual({
        pending: start.pending! + 1,
        failures: start.failures! + 1,
      });
    });

    it('prints the scrape time (a figure for the notes)', async () => {
      const times: number[] = [];
      let bytes = 0;
      for (let round = 0; round < 50; round += 1) {
        const started = performance.now();
        const response = await fetchMetrics();
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.floor(share * (times.length - 1))]!.toFixed(2);
      console.log(
        `metrics scrape on ${testDatabase.name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${bytes} bytes`,
      );
    });
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('request log on $name', (testDatabase) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write: (chunk, _encoding, done) => {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp(testDatabase, { LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per request at info: method, path without the query, route, status, time', async () => {
    const url = `/api/apps/${t.config.appId}/entities/BlogPost?q=${encodeURIComponent('{"title":"x"}')}`;
    const response = await t.app.inject({ method: 'GET', url });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/apps/nope/nothing?email=a@b.co',
    });
    expect(response.statusCode).toBe(200);
    const [line, ...more] = linesOf(response.headers['x-request-id'] as string);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', path: `/api/apps/${t.config.appId}/entities/BlogPost` },
      res: { statusCode: 200 },
      route: '/api/apps/:appId/entities/:entity',
    });
    expect(typeof line?.ms).toBe('number');
    const notFound = linesOf(missing.headers['x-request-id'] as string);
    expect(notFound).toHaveLength(1);
    expect(notFound[0]).toMatchObject({ res: { statusCode: 404 }, code: 'NOT_FOUND' });
    expect(JSON.stringify(notFound)).not.toContain('a@b.co');
  });

  it('keeps health checks at debug', async () => {
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.slice(before).filter((line) => line.msg === 'request')).toEqual([]);
  });
});

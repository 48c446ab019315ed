import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FuzzTally } from './fuzz/fuzz-checks';
import { inParallel, sendRaw } from './raw-http';
import { startTestApp, testDatabases, type TestApp } from './test-app';

/** Short limits so slow clients time out within the test; production uses the defaults. */
const LIMITS = {
  REQUEST_TIMEOUT_MS: '2000',
  HEADERS_TIMEOUT_MS: '1000',
  KEEP_ALIVE_TIMEOUT_MS: '500',
  MAX_HEADER_BYTES: '8192',
  BODY_LIMIT_BYTES: '4096',
};
const RUNS = Number(process.env.FUZZ_PROTOCOL_RUNS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const CREATE = '/api/apps/vitrine/entities/ContactMessage';
const VALID = JSON.stringify({
  name: 'Bo',
  email: 'bo@example.com',
  message: 'Hi',
  language: 'fr',
});

const HEADER_NAMES = [
  'host',
  'content-length',
  'transfer-encoding',
  'content-type',
  'authorization',
  'connection',
  'expect',
  'x-forwarded-for',
  'x a',
  'x\u0001',
  '',
];
const HEADER_VALUES = [
  '',
  '0',
  '-1',
  '1e3',
  '0x10',
  '99999999999999999999',
  'chunked',
  'gzip, chunked',
  'chunked, identity',
  'application/json',
  'Bearer \u0000',
  '100-continue',
  'keep-alive',
  'close',
  '\u00ff\u00fe',
  'x'.repeat(9000),
];

/** A valid request to mutate: a visitor's contact message. */
function validRequest(body = VALID) {
  return [
    `POST ${CREATE} HTTP/1.1`,
    'host: 127.0.0.1',
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
}

/** Protocol-level damage: request lines, duplicated or broken headers, lengths, framing. */
const damagedRequest = fc
  .record({
    requestLine: fc.oneof(
      { weight: 6, arbitrary: fc.constant(`POST ${CREATE} HTTP/1.1`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          `POST ${CREATE} HTTP/1.0`,
          `POST ${CREATE} HTTP/2.0`,
          `POST ${CREATE} HTTP/1.1 extra`,
          `POST  ${CREATE} HTTP/1.1`,
          `POST http://127.0.0.1${CREATE} HTTP/1.1`,
          'POST * HTTP/1.1',
          'PRI * HTTP/2.0',
          `P\u0000ST ${CREATE} HTTP/1.1`,
          `${'X'.repeat(100)} / HTTP/1.1`,
          `POST /${'a'.repeat(9000)} HTTP/1.1`,
          'GET /healthz',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 80 }) },
    ),
    extra: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...HEADER_NAMES),
          fc.string({ unit: 'binary-ascii', maxLength: 20 }),
        ),
        fc.oneof(
          fc.constantFrom(...HEADER_VALUES),
          fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        ),
      ),
      { maxLength: 4 },
    ),
    drop: fc.subarray(['host', 'content-type', 'content-length', 'connection']),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.constant(VALID) },
      { weight: 1, arbitrary: fc.constant('5\r\n{"a":\r\nzz\r\n1}\r\n0\r\n\r\n') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(6000)) },
    ),
    lineEnding: fc.constantFrom('\r\n', '\r\n', '\r\n', '\n', '\r'),
  })
  .map(({ requestLine, extra, drop, body, lineEnding }) => {
    const [, ...headers] = validRequest(body).filter(
      (line) => !drop.some((name) => line.startsWith(`${name}:`)),
    );
    const lines = [
      requestLine,
      ...headers,
      ...extra.map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, '')}`),
    ];
    if (!lines.some((line) => line.startsWith('connection:'))) lines.push('connection: close');
    return Buffer.concat([
      Buffer.from(lines.join(lineEnding) + lineEnding + lineEnding, 'latin1'),
      Buffer.from(body, 'utf8'),
    ]);
  });

describe.each(testDatabases().slice(0, 1))(
  'the HTTP layer under hostile clients ($name)',
  (testDatabase) => {
    let t: TestApp;
    let port: number;

    beforeAll(async () => {
      t = await startTestApp(testDatabase, LIMITS);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t?.close());

    const healthy = async () =>
      (await sendRaw(port, ['GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n']))
        .status;

    it(`answers ${RUNS} requests damaged at the protocol level without a 5xx, errors as {message, code}`, async () => {
      const tally = new FuzzTally();
      const requests = fc.sample(damagedRequest, { numRuns: RUNS, seed: SEED });
      await inParallel(requests, 16, async (bytes) => {
        const response = await sendRaw(port, [bytes], { timeoutMs: 10_000 });
        const method = bytes.subarray(0, 5).toString('latin1').startsWith('HEAD') ? 'HEAD' : 'POST';
        tally.record(
          bytes.subarray(0, 120).toString('latin1').replace(/\r\n/g, ' | '),
          method,
          response,
        );
      });
      console.log(tally.summary(`protocol fuzz (seed ${SEED})`));
      expect(tally.problems.slice(0, 20)).toEqual([]);
      expect(await healthy()).toBe(200);
    }, 120_000);

    it('refuses headers and URLs over MAX_HEADER_BYTES with a 431 {message, code}', async () => {
      const big = await sendRaw(port, [
        `GET /healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(10_000)}\r\n\r\n`,
      ]);
      expect(big.status).toBe(431);
      expect(JSON.parse(big.body.toString())).toMatchObject({
        code: 'HEADERS_TOO_LARGE',
        message: expect.any(String),
      });
      const many = Array.from(
        { length: 400 },
        (_, index) => `x-h${index}: ${'v'.repeat(20)}\r\n`,
      ).join('');
      expect(
        (await sendRaw(port, [`GET /healthz HTTP/1.1\r\nhost: x\r\n${many}\r\n`])).status,
      ).toBe(431);
      const escape = await sendRaw(port, [
        'GET /api/apps/%zz/entities/X HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ]);
      expect(escape.status).toBe(400);
      expect(escape.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(escape.body.toString())).toMatchObject({ code: 'BAD_REQUEST' });
      const url = await sendRaw(port, [
        `GET /healthz?${'q'.repeat(10_000)} HTTP/1.1\r\nhost: x\r\n\r\n`,
      ]);
      expect(url.status).toBe(431);
    });

    it('times out a client that trickles its headers (slowloris) and keeps serving others', async () => {
      const trickle = Array.from({ length: 200 }, (_, index) => `x-${index}: y\r\n`);
      const slow = Array.from({ length: 20 }, () =>
        sendRaw(port, ['GET /healthz HTTP/1.1\r\nhost: x\r\n', ...trickle], {
          delayMs: 100,
          timeoutMs: 15_000,
        }),
      );
      // While twenty slow clients hold connections, normal requests are answered.
      for (let index = 0; index < 5; index += 1) expect(await healthy()).toBe(200);
      const answers = await Promise.all(slow);
      for (const answer of answers) {
        expect(answer.timedOut).toBe(false);
        expect(answer.status).toBe(408);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'REQUEST_TIMEOUT' });
      }
      console.log(
        `slow headers: answered 408 after ${Math.max(...answers.map((a) => a.elapsedMs))} ms at most (HEADERS_TIMEOUT_MS ${LIMITS.HEADERS_TIMEOUT_MS})`,
      );
    }, 30_000);

    it('times out a client that trickles its body, and one that sends less than its Content-Length', async () => {
      const head = `POST ${CREATE} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${VALID.length}\r\n\r\n`;
      const trickled = sendRaw(port, [head, ...VALID.split('')], {
        delayMs: 150,
        timeoutMs: 15_000,
      });
      const short = sendRaw(port, [head, VALID.slice(0, 10)], { timeoutMs: 15_000 });
      const chunked = sendRaw(
        port,
        [
          `POST ${CREATE} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{"a":\r\n`,
        ],
        { timeoutMs: 15_000 },
      );
      for (const answer of await Promise.all([trickled, short, chunked])) {
        expect(answer.timedOut).toBe(false);
        expect(answer.status).toBe(408);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'REQUEST_TIMEOUT' });
      }
      expect(await healthy()).toBe(200);
    }, 30_000);

    it('closes idle connections, and idle keep-alive connections after KEEP_ALIVE_TIMEOUT_MS', async () => {
      const idle = await sendRaw(port, [], { timeoutMs: 15_000 });
      expect(idle.timedOut).toBe(false);
      const kept = await sendRaw(port, ['GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n'], {
        timeoutMs: 15_000,
      });
      expect(kept.timedOut).toBe(false);
      expect(kept.status).toBe(200);
      console.log(
        `idle connection closed after ${idle.elapsedMs} ms; idle keep-alive after ${kept.elapsedMs} ms`,
      );
    }, 30_000);

    it('refuses a chunked visitor body over the limit with a 413, and answers pipelined requests', async () => {
      const chunk = 'x'.repeat(1000);
      const chunks = Array.from(
        { length: 6 },
        () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      ).join('');
      const over = await sendRaw(port, [
        `POST ${CREATE} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n${chunks}0\r\n\r\n`,
      ]);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const pipelined = await sendRaw(port, [
        'GET /healthz HTTP/1.1\r\nhost: x\r\n\r\nGET /nope HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ]);
      expect(pipelined.status).toBe(200);
    });
  },
);

import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import fc from 'fast-check';
import type { ApiRoute } from './api-routes';

export type Caller = 'admin' | 'visitor' | 'stale' | 'garbage';

/** One generated request, turned into bytes by `requestBytes`. */
export interface FuzzRequest {
  method: string;
  /** Already encoded (or deliberately mis-encoded) path. */
  path: string;
  query: string;
  caller: Caller;
  headers: [string, string][];
  body?: Buffer;
}

export interface FuzzContext {
  routes: ApiRoute[];
  /** Ids of stored records of every entity, so some requests reach real records. */
  knownIds: string[];
}

const ENTITY_NAMES = Object.keys(ENTITIES);
const FIELD_NAMES = [
  ...new Set(
    Object.values(ENTITIES).flatMap((entity) =>
      Object.keys(entity.schema.properties as Record<string, unknown>),
    ),
  ),
];
const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$regex',
  '$options',
  '$not',
  '$all',
  '$size',
  '$and',
  '$or',
  '$nor',
  '$where',
  '$expr',
  '$elemMatch',
  '$set',
  '$unset',
  '$inc',
  '$push',
  '$pull',
];
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '💥'.repeat(50),
  "' OR 1=1 --",
  '"; DROP TABLE ent_blog_post; --',
  '../../../../etc/passwd',
  '%00',
  '(a+)+$',
  '(?<=x)y',
  '\\',
  'x'.repeat(5000),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
);
const scalar = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...ENTITY_NAMES, ...FIELD_NAMES),
);
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...OPERATORS) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('id', 'created_date', 'updated_date', 'data', 'email') },
);

/** Filters, records and update documents, made of field names, operators and odd values. */
const document: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: scalar },
    { weight: 2, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
  ),
})).value;

/** JSON text, mostly valid, sometimes broken on purpose. */
const jsonText = fc.oneof(
  { weight: 5, arbitrary: document.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 2, arbitrary: fc.json() },
  {
    weight: 2,
    arbitrary: fc.tuple(document, fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value) ?? '{';
      return text.slice(0, cut % Math.max(1, text.length));
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '[{"__proto__":{"polluted":"yes"}}]',
      '{"a":{"__proto__":{"polluted":"yes"}}}',
      '{"query":{"__proto__":{"polluted":"yes"}},"data":{"$set":{"__proto__":{"polluted":"yes"}}}}',
      '{"email":"a@b.co","__proto__":{"role":"admin"}}',
      '{',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      '[1,2',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      '1e999999',
      '{"a":1}{"b":2}',
    ),
  },
);

/** Percent-encodes the UTF-8 bytes (lone surrogates included, as U+FFFD) of `value`. */
function percentEncoded(value: string) {
  return encodeURIComponent(value.toWellFormed());
}

function encodedSegment(value: string, raw: boolean) {
  return raw ? value : percentEncoded(value);
}

const paramValue = (name: string, context: FuzzContext) => {
  const odd = fc.oneof(
    nastyString,
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..%2F..%2Fetc', 'x'.repeat(300)),
  );
  const usual: Record<string, fc.Arbitrary<string>> = {
    appId: fc.constant('vitrine'),
    entity: fc.constantFrom(...ENTITY_NAMES),
    id: context.knownIds.length
      ? fc.oneof(fc.constantFrom(...context.knownIds), fc.constant('me'))
      : fc.constant('me'),
    name: fc.constant('UploadFile'),
    env: fc.constant('prod'),
    pageName: fc.string({ minLength: 1, maxLength: 20 }),
  };
  return fc.oneof(
    { weight: 8, arbitrary: (usual[name] ?? nastyString).map((value) => ({ value, raw: false })) },
    { weight: 1, arbitrary: odd.map((value) => ({ value, raw: false })) },
    { weight: 1, arbitrary: odd.map((value) => ({ value, raw: true })) },
  );
};

function pathArbitrary(route: ApiRoute, context: FuzzContext) {
  const segments = route.path.split('/').map((segment) =>
    segment.startsWith(':')
      ? paramValue(segment.slice(1), context).map(({ value, raw }) =>
          // An empty segment would change the route; keep one character.
          encodedSegment(value === '' ? '_' : value, raw),
        )
      : fc.constant(segment),
  );
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

const queryPair: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constant('q'), jsonText) },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom('limit', 'skip'),
      fc.oneof(
        fc.constantFrom(
          '0',
          '-1',
          '5001',
          '1e309',
          '99999999999999999999',
          'abc',
          '1.5',
          '',
          '0x10',
        ),
        fc.integer().map(String),
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom('sort', 'fields'),
      fc.oneof(
        fc.constantFrom(...FIELD_NAMES).map((field) => `-${field}`),
        fc
          .array(fc.constantFrom(...FIELD_NAMES, '__proto__', 'data', '--x'), {
            maxLength: 4,
          })
          .map((fields) => fields.join(',')),
        nastyString,
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<[string, string]>(
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
      ['__proto__.polluted', 'yes'],
      ['token', 'x'.repeat(43)],
      ['lang', 'en'],
    ),
  },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...FIELD_NAMES), nastyString) },
  { weight: 1, arbitrary: fc.tuple(nastyString, nastyString) },
);

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(queryPair, { minLength: 1, maxLength: 4 })
      .map((pairs) =>
        pairs.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`),
      )
      .map((parts) => `?${parts.join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?q={title', '?q=%', '?limit=1&limit=2', '?&&&=', '?q=%FF%FE', '?%'),
  },
);

const multipartBody = fc
  .record({
    boundary: fc.constantFrom('XyZ', 'a'.repeat(70), ''),
    field: fc.constantFrom('file', 'other', '', '"'),
    filename: fc.constantFrom('a.csv', 'a.json', 'a.png', '../../x', ''),
    contentType: fc.constantFrom('text/csv', 'application/json', 'image/png', 'x/y'),
    content: fc.oneof(
      jsonText,
      fc.constantFrom('email,language\na@b.co,en\n', 'a;b\n"unclosed', '\u0089PNG\r\n\u001a\n'),
    ),
    ending: fc.constantFrom('close', 'truncated', 'none', 'two-files'),
  })
  .map(({ boundary, field, filename, contentType, content, ending }) => {
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n${content}\r\n`;
    const endings: Record<string, string> = {
      close: `--${boundary}--\r\n`,
      truncated: `--${boundary}`,
      none: '',
      'two-files': `${part(field)}--${boundary}--\r\n`,
    };
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(part(field) + (endings[ending] ?? ''), 'utf8'),
    };
  });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  ';;;',
  'text/csv',
];

const bodyArbitrary: fc.Arbitrary<{ contentType?: string; body?: Buffer }> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 8,
    arbitrary: jsonText.map((text) => ({
      contentType: 'application/json',
      body: Buffer.from(text, 'utf8'),
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(jsonText, fc.constantFrom(...CONTENT_TYPES))
      .map(([text, contentType]) => ({ contentType, body: Buffer.from(text, 'utf8') })),
  },
  {
    weight: 2,
    // Invalid UTF-8 inside JSON, and plain random bytes.
    arbitrary: fc.tuple(fc.uint8Array({ maxLength: 64 }), fc.boolean()).map(([bytes, wrapped]) => ({
      contentType: 'application/json',
      body: wrapped
        ? Buffer.concat([
            Buffer.from('{"email":"'),
            Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
            Buffer.from(bytes),
            Buffer.from('"}'),
          ])
        : Buffer.from(bytes),
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 4 })
      .map((values) => ({
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(new URLSearchParams(values).toString()),
      })),
  },
  { weight: 2, arbitrary: multipartBody },
);

const AUTHORIZATION_NOISE = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(600)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer token-token-token',
  'Bearer ../../../etc/passwd',
  'Bearer null',
];

const extraHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    fc.constantFrom<[string, string]>(
      ['accept-encoding', 'gzip, deflate, br'],
      ['accept', 'text/csv'],
      ['x-forwarded-for', '127.0.0.1, not-an-ip'],
      ['x-forwarded-proto', 'gopher'],
      ['cookie', 'lang=en; lang=fr'],
      ['if-none-match', '*'],
      ['range', 'bytes=0-0,5-1'],
      ['origin', 'https://evil.example'],
      ['x-request-id', 'x'.repeat(200)],
      ['content-encoding', 'gzip'],
    ),
    fc.tuple(
      fc.constantFrom('x-fuzz', 'accept-language', 'user-agent', 'referer'),
      fc
        .oneof(
          { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 200 }) },
          // Control characters: refused by the HTTP parser itself.
          { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 200 }) },
        )
        // Line breaks would start another request.
        .map((value) => value.replace(/[\r\n]/g, ' ')),
    ),
  ),
  { maxLength: 3 },
);

/** A valid record of each entity: fuzzed bodies start from one and break one thing. */
export const VALID_RECORDS: Record<string, Record<string, unknown>> = {
  WaitlistSubscriber: {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    company: 'Acme',
    interests: ['analytics'],
    language: 'en',
  },
  ContactMessage: { name: 'Bo', email: 'bo@example.com', message: 'Hello', language: 'fr' },
  DemoRequest: { name: 'Cy', email: 'cy@example.com', company: 'C', language: 'en' },
  NewsletterSubscriber: { email: 'di@example.com', language: 'fr', consent: true },
  BlogPost: {
    title: 'Hello',
    excerpt: 'Hello there',
    slug: 'hello',
    content: '# Hello',
    category: 'tutorials',
    tags: ['a'],
    read_time: 1,
    published: true,
    language: 'en',
  },
  OutboxEmail: {
    to: 'ed@example.com',
    subject: 'Subject',
    text: 'Text',
    kind: 'team-contact',
    language: 'fr',
    status: 'stored',
    attempts: 0,
  },
  User: { email: 'user@vitrine.test', role: 'user' },
};

interface Mutation {
  mode: 'none' | 'replace' | 'drop' | 'add';
  pick: number;
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  mode: fc.constantFrom<Mutation['mode']>('none', 'replace', 'replace', 'drop', 'add'),
  pick: fc.nat(),
  key,
  value: document,
});

function mutated(record: Record<string, unknown>, change: Mutation) {
  const copy: Record<string, unknown> = { ...record };
  const fields = Object.keys(copy);
  const field = fields[change.pick % fields.length] ?? 'email';
  if (change.mode === 'replace') copy[field] = change.value;
  if (change.mode === 'drop') delete copy[field];
  if (change.mode === 'add') copy[change.key] = change.value;
  return copy;
}

/** A batch of the Base44 SDK's events: a page view with one thing wrong (or none), then more. */
function trackEvents(change: Mutation) {
  const view = {
    event_name: 'pageview',
    properties: { referrer: 'https://www.google.fr/', language: change.value },
    timestamp: '2026-01-01T00:00:00.000Z',
    page_url: 'https://vitrine.example/tarifs?utm_source=linkedin&utm_campaign=a',
  };
  const engaged = typeof change.value === 'number' ? change.value : 1500;
  return [
    mutated(view, change),
    { event_name: 'engagement', properties: { engaged_ms: engaged }, page_url: '/tarifs' },
    { event_name: '__user_heartbeat_event__', page_url: '/tarifs' },
  ];
}

/** The AI routes' bodies (decision 0076), with one thing wrong or none; others get undefined. */
function aiBody(path: string, change: Mutation) {
  if (path.endsWith('/Core/InvokeLLM'))
    return mutated(
      change.pick % 2
        ? { prompt: 'Say hello' }
        : { prompt: 'Name a colour', response_json_schema: { type: 'object' } },
      change,
    );
  if (path.endsWith('/translate')) return mutated({ language: 'en', overwrite: false }, change);
  if (!path.endsWith('/ai/suggestions')) return undefined;
  const kinds = [
    { kind: 'post-seo', language: 'en', title: 'Screens', content: '# Screens' },
    { kind: 'image-alt', language: 'fr', image_url: '/uploads/a.webp', context: 'Un écran' },
    { kind: 'campaign-subjects', language: 'en', content: 'News of the month' },
    { kind: 'content-fill', entity: 'Faq', from: 'fr', values: { question: { fr: 'Quoi ?' } } },
  ];
  return mutated(kinds[change.pick % kinds.length] ?? {}, change);
}

/** A body shaped like what the route expects (with one thing wrong, or none), as JSON text. */
function plausibleBody(method: string, path: string, change: Mutation, token: string): unknown {
  const entity = /\/entities\/(\w+)/.exec(path)?.[1] ?? 'WaitlistSubscriber';
  const record = mutated(VALID_RECORDS[entity] ?? VALID_RECORDS.WaitlistSubscriber ?? {}, change);
  if (path.endsWith('/bulk'))
    return method === 'PUT' ? [{ id: token, ...record }] : [record, record];
  if (path.endsWith('/update-many'))
    return { query: { email: change.value }, data: { $set: record } };
  if (/\/entities\/\w+$/.test(path) && method === 'DELETE') return { email: change.value };
  if (path.endsWith('/auth/login'))
    return mutated({ email: 'admin@vitrine.test', password: token }, change);
  if (path.endsWith('/set-password'))
    return mutated({ token, password: 'a-long-password-1' }, change);
  if (path.endsWith('/invite-user'))
    return mutated({ user_email: `${token.slice(0, 8)}@example.com`, role: 'user' }, change);
  if (path.endsWith('/password')) return change.mode === 'none' ? {} : { password: change.value };
  if (path.endsWith('/privacy/erase')) return mutated({ email: 'ana@example.com' }, change);
  if (path.includes('/newsletter/')) return mutated({ token }, change);
  if (path.endsWith('/analytics/track/batch')) return { events: trackEvents(change) };
  return aiBody(path, change) ?? record;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** A generated request to one of `context.routes`, by any kind of caller. */
export function requestArbitrary(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const route = fc.constantFrom(...context.routes).chain((chosen) =>
    fc.record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(chosen.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathArbitrary(chosen, context),
    }),
  );
  return fc
    .record({
      route,
      query: queryString,
      caller: fc.constantFrom<Caller>('admin', 'admin', 'visitor', 'visitor', 'stale', 'garbage'),
      body: bodyArbitrary,
      headers: extraHeaders,
      authorization: fc.constantFrom(...AUTHORIZATION_NOISE),
      plausible: fc.option(fc.tuple(mutation, fc.string({ minLength: 43, maxLength: 43 })), {
        freq: 2,
      }),
    })
    .map(({ route: { method, path }, query, caller, headers, authorization, ...rest }) => {
      const body = rest.plausible
        ? {
            contentType: 'application/json',
            body: Buffer.from(JSON.stringify(plausibleBody(method, path, ...rest.plausible)) ?? ''),
          }
        : rest.body;
      return {
        method,
        path,
        query,
        caller,
        headers: [
          ...(body.contentType ? [['content-type', body.contentType] as [string, string]] : []),
          ...(caller === 'garbage' ? [['authorization', authorization] as [string, string]] : []),
          ...headers,
        ],
        body: method === 'GET' || method === 'HEAD' ? undefined : body.body,
      };
    });
}

/** The request as bytes, with `Connection: close` so the answer ends with the connection. */
export function requestBytes(request: FuzzRequest, tokens: { admin: string; stale: string }) {
  const lines = [`${request.method} ${request.path}${request.query} HTTP/1.1`, 'host: 127.0.0.1'];
  if (request.caller === 'admin') lines.push(`authorization: Bearer ${tokens.admin}`);
  if (request.caller === 'stale') lines.push(`authorization: Bearer ${tokens.stale}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body) lines.push(`content-length: ${request.body.length}`);
  lines.push('connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'latin1');
  return request.body ? Buffer.concat([head, request.body]) : head;
}

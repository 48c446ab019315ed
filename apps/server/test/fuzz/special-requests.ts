import type { ApiRoute } from './api-routes';
import type { Caller, FuzzRequest } from './request-arbitraries';

export interface Limits {
  visitorBodyBytes: number;
  adminBodyBytes: number;
}

const DEPTH = 10_000;

function usualPath(route: ApiRoute, knownId: string) {
  const values: Record<string, string> = {
    appId: 'vitrine',
    entity: 'WaitlistSubscriber',
    id: knownId,
    name: 'UploadFile',
    env: 'prod',
    pageName: 'home',
  };
  return route.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x');
}

function bodies(limits: Limits): { label: string; contentType: string; body: Buffer }[] {
  const json = (label: string, text: string) => ({
    label,
    contentType: 'application/json',
    body: Buffer.from(text, 'utf8'),
  });
  const stringOf = (bytes: number) => JSON.stringify({ email: 'x'.repeat(bytes) });
  const manyKeys = `{${Array.from({ length: 40_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`;
  const manyItems = JSON.stringify(Array.from({ length: 1001 }, () => ({ email: 'a@b.co' })));
  return [
    json('10,000 nested arrays', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
    json('10,000 nested objects', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
    json(
      '10,000 nested filters',
      `{"query":${'{"$and":['.repeat(DEPTH / 10)}{}${']}'.repeat(DEPTH / 10)},"data":{"$set":{"a":1}}}`,
    ),
    json('a body one byte over the visitor limit', stringOf(limits.visitorBodyBytes)),
    json('a body one byte over the admin limit', stringOf(limits.adminBodyBytes)),
    json('40,000 keys', manyKeys),
    json('1,001 records', manyItems),
    json('an empty body', ''),
    json('whitespace only', '   \n  '),
    {
      label: 'invalid UTF-8',
      contentType: 'application/json',
      body: Buffer.from([
        0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d,
      ]),
    },
    {
      label: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      body: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      ),
    },
    {
      label: 'multipart cut short',
      contentType: 'multipart/form-data; boundary=x',
      body: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nemail\na@b.co',
      ),
    },
    {
      label: 'multipart with a file over the limit',
      contentType: 'multipart/form-data; boundary=x',
      body: Buffer.concat([
        Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(limits.adminBodyBytes + 1, 0x41),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    },
    {
      label: 'multipart headers only',
      contentType: 'multipart/form-data; boundary=x',
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n'),
    },
  ];
}

/**
 * The same hostile bodies and queries sent to every route, as admin and as visitor: deep
 * nesting, bodies just over each limit, invalid UTF-8, broken multipart, a deep `q`.
 */
export function specialRequests(routes: ApiRoute[], limits: Limits, knownId: string) {
  const requests: (FuzzRequest & { label: string })[] = [];
  const deepQuery = `?q=${encodeURIComponent(`${'['.repeat(2000)}${']'.repeat(2000)}`)}`;
  // More names than SQLite takes in one ORDER BY (2,000) or one json_object call.
  const many = (count: number, name: string) => Array.from({ length: count }, () => name).join(',');
  const longLists: [string, string][] = [
    ['2,100 sort names', `?sort=${many(2100, 'id')}`],
    ['1,500 projected fields', `?fields=${many(1500, 'email')}`],
  ];
  const callers: Caller[] = ['admin', 'visitor'];
  for (const route of routes) {
    const path = usualPath(route, knownId);
    for (const caller of callers) {
      const label = `${caller} ${route.method} ${route.path}`;
      requests.push({
        label: `${label} deep q`,
        method: route.method,
        path,
        query: deepQuery,
        caller,
        headers: [],
      });
      for (const [name, query] of longLists) {
        requests.push({
          label: `${label} ${name}`,
          method: route.method,
          path,
          query,
          caller,
          headers: [],
        });
      }
      requests.push({
        label: `${label} polluting query`,
        method: route.method,
        path,
        query: '?__proto__[polluted]=1&constructor[prototype][polluted]=1&limit=1&limit=2',
        caller,
        headers: [],
      });
      if (route.method === 'GET' || route.method === 'HEAD') continue;
      for (const body of bodies(limits)) {
        requests.push({
          label: `${label} ${body.label}`,
          method: route.method,
          path,
          query: '',
          caller,
          headers: [['content-type', body.contentType]],
          body: body.body,
        });
      }
    }
  }
  return requests;
}

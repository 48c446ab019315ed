import type { FuzzRequest } from './request-arbitraries';

const BASE = '/api/apps/vitrine/entities';
const NEVER = '[\\x00\\x01]';

/**
 * Patterns that cost RE2 (or PostgreSQL) much more than they cost the sender: large compiled
 * programs, many repetitions, huge character classes, nested counts, and syntax RE2 refuses.
 * Each ends with a character no stored text has, so none ever matches (the writes below change
 * nothing).
 */
export const HOSTILE_PATTERNS = [
  `[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}${NEVER}`,
  `[^\\x00]{90}[^\\x00]{90}[^\\x00]{90}[^\\x00]{90}${NEVER}`,
  `[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}${NEVER}`,
  `[^\\x00]{100}[^\\x00]{100}${NEVER}`,
  `(?:[\\s\\S]{1,99}){3}${NEVER}`,
  `((.{10}){10}){10}${NEVER}`,
  `(?:.{1,50}){5}${NEVER}`,
  `\\p{L}{100}${NEVER}`,
  `(?:\\w{1,100}\\s){3}${NEVER}`,
  `${'.'.repeat(240)}${NEVER}`,
  `[^\\x00]{1,100000}${NEVER}`,
  `a{0,4294967296}${NEVER}`,
  `(a|aa)*c${NEVER}`,
  `(?<=a)b${NEVER}`,
  `(?i)x${NEVER}`,
];

const q = (filter: unknown) => `?q=${encodeURIComponent(JSON.stringify(filter))}`;

/** Where a pattern can sit in a filter: alone, in 3 `$or` branches, under `$not` and `$nor`. */
function filtersWith(pattern: string, options?: string) {
  const condition = options ? { $regex: pattern, $options: options } : { $regex: pattern };
  return [
    { content: condition, slug: { $ne: 'r1' } },
    { $or: ['content', 'title', 'excerpt'].map((field) => ({ [field]: condition })) },
    { $and: [{ published: true }, { $nor: [{ tags: { $not: condition } }] }] },
  ];
}

function json(body: unknown) {
  return Buffer.from(JSON.stringify(body), 'utf8');
}

/**
 * Every hostile pattern in every position, read (list, count, export) and written (update-many,
 * delete), as a visitor and as an admin: no answer may be a 5xx or be late.
 */
export function hostileRegexRequests() {
  const requests: (FuzzRequest & { label: string })[] = [];
  for (const pattern of HOSTILE_PATTERNS) {
    for (const filter of [...filtersWith(pattern), ...filtersWith(pattern, 'i')]) {
      for (const caller of ['visitor', 'admin'] as const) {
        const label = `${caller} $regex ${JSON.stringify(filter).slice(0, 120)}`;
        const read = (path: string) => ({ label, method: 'GET', path, caller, headers: [] });
        requests.push(
          { ...read(`${BASE}/BlogPost`), query: q(filter) },
          { ...read(`${BASE}/BlogPost/count`), query: q(filter) },
        );
        if (caller === 'visitor') continue;
        requests.push({ ...read(`${BASE}/BlogPost/export`), query: q(filter) });
        const body = (payload: unknown) => ({
          label,
          caller,
          query: '',
          headers: [['content-type', 'application/json']] as [string, string][],
          body: json(payload),
        });
        requests.push(
          {
            ...body({ query: filter, data: { $set: { read_time: 1 } } }),
            method: 'PATCH',
            path: `${BASE}/BlogPost/update-many`,
          },
          { ...body(filter), method: 'DELETE', path: `${BASE}/BlogPost` },
        );
      }
    }
  }
  return requests;
}

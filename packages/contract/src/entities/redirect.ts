import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { IsoDate, Text } from './field-types';

/** The answers a redirect may give: permanent (301, 308) or temporary (302, 307). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** At most this many redirects are stored: the server keeps them all in memory (decision 0070). */
export const MAX_REDIRECTS = 5000;

const schema = Type.Object(
  {
    /** A path of the site, optionally with a query (`/old-page`, `/blogpost?slug=old`). */
    from: Type.String({ minLength: 2, maxLength: 500, pattern: '^/[^\\s#]*$' }),
    /** A path of the site or an absolute http(s) address. */
    to: Type.String({ minLength: 1, maxLength: 2000, pattern: '^(?:/(?!/)|https?://)[^\\s]*$' }),
    // `type` as well: a CSV import reads the cell as a number.
    status: Type.Union(
      [Type.Literal(301), Type.Literal(302), Type.Literal(307), Type.Literal(308)],
      { type: 'integer' },
    ),
    note: Type.Optional(Text(300)),
    /** Server-managed: how many requests it answered (counted in batches). */
    hits: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Server-managed: when it last answered a request. */
    last_hit: Type.Optional(IsoDate()),
  },
  { additionalProperties: false },
);

/** The path of `from` in lower case (paths match case-insensitively), its query as written. */
export function normalizeRedirectFrom(from: string) {
  const queryStart = from.indexOf('?');
  if (queryStart === -1) return from.toLowerCase();
  return `${from.slice(0, queryStart).toLowerCase()}${from.slice(queryStart)}`;
}

function fillRedirect(data: Record<string, unknown>) {
  return typeof data.from === 'string' ? { ...data, from: normalizeRedirectFrom(data.from) } : data;
}

/**
 * An old address of the site sent elsewhere before any page renders (decision 0070). The server
 * refuses loops and `from` paths that belong to the server (API, console, sign-in, files).
 */
export const Redirect = defineEntity({
  name: 'Redirect',
  schema,
  // Admins and editors (`content`): the site's addresses are part of its content.
  access: {
    visitorCreate: false,
    staff: { read: 'content', write: 'content', delete: 'content', import: 'content' },
  },
  indexes: [{ fields: ['from'], unique: true }],
  serverManaged: ['hits', 'last_hit'],
  fill: fillRedirect,
});

export type RedirectInput = Type.Static<typeof schema>;
export type RedirectRecord = RedirectInput & ServerFields;

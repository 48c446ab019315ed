import Type from 'typebox';

/**
 * The answer of `GET /api/apps/{appId}/content/history` (admins only, docs/api.md): the server
 * declares it as the route's response schema, the client takes its types from it.
 */

/** One change of a content record: who saved it, when, and which fields it changed. */
export const ContentHistoryEntry = Type.Object({
  /** `created` comes last: the record's creation, from the record itself. */
  action: Type.Enum(['created', 'updated']),
  saved_at: Type.String(),
  /** An admin's e-mail; null for a change the server made itself (the seed). */
  saved_by: Type.Union([Type.String(), Type.Null()]),
  /** Paths of the changed fields (`prices.eur`, `name.fr`); empty for the creation. */
  changed: Type.Array(Type.String()),
});
export type ContentHistoryEntry = Type.Static<typeof ContentHistoryEntry>;

/** A content record's changes, newest first. */
export const ContentHistory = Type.Object({ history: Type.Array(ContentHistoryEntry) });
export type ContentHistory = Type.Static<typeof ContentHistory>;

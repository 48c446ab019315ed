import type { TObject, TSchema } from 'typebox';
import type { Capability } from '../access/roles';

/** Fields every stored record carries. Values sent by clients for them are ignored. */
export const SERVER_FIELDS = [
  'id',
  'created_date',
  'updated_date',
  'created_by',
  'created_by_id',
  'is_sample',
] as const;

export interface ServerFields {
  id: string;
  created_date: string;
  updated_date: string;
  created_by: string | null;
}

/**
 * Who may do what. Anything not granted to visitors needs a role holding the `staff` capability.
 * - `visitorCreate`: visitors may create records (the site's forms).
 * - `visitorRead`: visitors may list/filter/get records matching this filter only
 *   (it is combined with theirs, so they can never widen it).
 * - `visitorLinks`: fields holding the id of another record of the same entity (a post's
 *   translation); a visitor sees one only when they may read the record it names.
 * - `visibleFrom`: a date field (ISO 8601, UTC); visitors read a record only once that time
 *   has come, on top of `visitorRead` (a post scheduled for later).
 * - `visitorHidden`: fields only the team reads (a post's machine-translation mark); visitors
 *   never get them, nor filter or sort by them.
 */
/**
 * What the team may do with an entity's records, by capability (access/roles.ts): `read` lists,
 * counts, gets and exports; `write` creates, updates (single, bulk, update-many) and imports;
 * `delete` deletes (defaults to `write`). `null`: no one does it through the API (a read-only
 * entity such as the audit trail).
 */
export interface StaffAccess {
  read: Capability;
  write: Capability | null;
  delete?: Capability | null;
  /** Imports (a file of new records); defaults to `write`. */
  import?: Capability | null;
  /**
   * Records owned by their author (`created_by`, the creator's e-mail): callers without `all`
   * read, write and delete only their own. With `publish`, they may set `field` to true on their
   * records, or touch a record whose `field` is true, only with `capability`.
   */
  own?: { all: Capability; publish?: { field: string; capability: Capability } };
}

export interface AccessPolicy {
  visitorCreate: boolean;
  /** The team's rights (`owner` and `admin` hold every capability). */
  staff: StaffAccess;
  visitorRead?: Readonly<Record<string, unknown>>;
  visitorLinks?: readonly string[];
  visitorHidden?: readonly string[];
  visibleFrom?: string;
}

export interface IndexDefinition {
  /** Record fields or server fields (`created_date`, …), in index order. */
  fields: readonly string[];
  unique?: boolean;
}

export interface EntityDefinition<S extends TObject = TObject> {
  name: string;
  /** JSON Schema of the fields a client may write. Validation and types both come from it. */
  schema: S;
  access: AccessPolicy;
  indexes: readonly IndexDefinition[];
  /**
   * When set, a create whose value for this field already exists updates that record
   * instead of adding one, and answers exactly like a first create (sign-up lists).
   */
  upsertKey?: string;
  /**
   * Fields only the server (or an admin) sets, e.g. a subscriber's `confirmed`. Values sent for
   * them by anyone else are dropped, answers to visitors never show them, and a sign-up that
   * updates an existing record (upsertKey) keeps the stored values.
   */
  serverManaged?: readonly string[];
  /**
   * Text fields a `$search` filter looks through (words, accents and case ignored), kept in a
   * full-text index by the database: FTS5 on SQLite, a GIN `tsvector` index on PostgreSQL.
   */
  search?: { fields: readonly string[] };
  /**
   * Fills in, on every write, values the server owes a valid record when they are missing (a
   * post's publication date). `now` is the write's time, ISO 8601.
   */
  fill?: (data: Record<string, unknown>, now: string) => Record<string, unknown>;
  /**
   * Fields holding the id of another record of the same entity, which must exist and differ
   * from this one in the field `across` (a post's translation: a post in the other language).
   * A write breaking the rule is refused (422 naming the field).
   */
  links?: { fields: readonly string[]; across: string };
}

export function defineEntity<S extends TObject>(definition: EntityDefinition<S>) {
  return definition;
}

export type FieldSchema = TSchema;

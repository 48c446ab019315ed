import type { Kysely } from 'kysely';

/**
 * A Kysely handle: the database, or an open transaction. Untyped: entity tables are declared at
 * run time from the contract.
 */
export type Executor = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

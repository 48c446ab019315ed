import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';

/** Where a lead came from, as its lists and exports show it: null when no measured visit sent it. */
export interface LeadOrigin {
  /** The visit's source as the Audience dashboard names it (« LinkedIn », « Newsletter », « Direct »). */
  source: string | null;
  /** The visit's `utm_campaign`. */
  campaign: string | null;
}

/** The columns a lead list and export add after the record's own fields. */
export const LEAD_ORIGIN_FIELDS = ['source', 'campaign'] as const;

/** Where the origins of leads are read from (the conversions of audience analytics). */
export interface LeadOrigins {
  /** Whether the records of `entity` are leads, and so have an origin. */
  covers(entity: EntityDefinition): boolean;
  /** The origins of some of its records by id (ids without one are missing), read in bulk. */
  read(entity: EntityDefinition, ids: readonly string[]): Promise<ReadonlyMap<string, LeadOrigin>>;
}

/** Where a failed read of origins is told. */
interface ErrorLog {
  error(details: object, message: string): void;
}

/**
 * `records` with `source` and `campaign` when a measured visit sent them (a lead without a
 * conversion is left as stored, as its create answered it), or as they are for other entities.
 * Origins are an extra: when they cannot be read, the error is logged and the records go without.
 */
export async function withLeadOrigins<R extends { id: string }>(
  origins: LeadOrigins | undefined,
  entity: EntityDefinition,
  records: R[],
  log: ErrorLog,
): Promise<R[]> {
  if (!origins?.covers(entity) || records.length === 0) return records;
  let byId: ReadonlyMap<string, LeadOrigin>;
  try {
    byId = await origins.read(
      entity,
      records.map((record) => record.id),
    );
  } catch (error) {
    log.error({ err: error, entity: entity.name }, 'the origins of leads could not be read');
    return records;
  }
  return records.map((record) => {
    const origin = byId.get(record.id);
    return origin ? { ...record, ...origin } : record;
  });
}

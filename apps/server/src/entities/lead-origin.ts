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

/** `records` with `source` and `campaign` (null when unknown), or as they are for other entities. */
export async function withLeadOrigins<R extends { id: string }>(
  origins: LeadOrigins | undefined,
  entity: EntityDefinition,
  records: R[],
): Promise<R[]> {
  if (!origins?.covers(entity)) return records;
  const byId = await origins.read(
    entity,
    records.map((record) => record.id),
  );
  return records.map((record) => {
    const origin = byId.get(record.id);
    return { ...record, source: origin?.source ?? null, campaign: origin?.campaign ?? null };
  });
}

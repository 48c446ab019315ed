import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import type { LeadOrigin, LeadOrigins } from '../../entities/lead-origin';
import { goalOf } from './conversion-goals';

/** Ids asked per statement: within every database's limit of parameters, and one export page. */
export const ORIGIN_IDS_PER_QUERY = 1000;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The origins of a page of leads from their conversions (one row per lead, unique index on
 * `entity, record_id`): one query per 1,000 ids, never one per lead. Other entities get none.
 */
export function leadOriginsFrom(database: Database): LeadOrigins {
  return {
    covers: (entity: EntityDefinition) => goalOf(entity.name) !== undefined,
    read: (entity: EntityDefinition, ids: readonly string[]) => read(database, entity.name, ids),
  };
}

async function read(database: Database, entity: string, ids: readonly string[]) {
  const origins = new Map<string, LeadOrigin>();
  for (let at = 0; at < ids.length; at += ORIGIN_IDS_PER_QUERY) {
    const rows = await database.db
      .selectFrom(ANALYTICS_TABLES.conversions)
      .select(['record_id', 'source', 'utm_campaign'])
      .where('entity', '=', entity)
      .where('record_id', 'in', ids.slice(at, at + ORIGIN_IDS_PER_QUERY))
      .execute();
    for (const row of rows) {
      origins.set(String(row.record_id), {
        source: text(row.source),
        campaign: text(row.utm_campaign),
      });
    }
  }
  return origins;
}

import { LeadAttribution } from '@vitrine/contract/analytics/stats-api';
import { Type } from 'typebox';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { requireCapability } from '../../http/request-caller';
import type { TypedApi } from '../../http/request-schema';
import { goalOf } from './conversion-goals';
import { hasControl } from '../collect/track-text';

const LeadParams = Type.Object({
  appId: Type.String(),
  entity: Type.String({ maxLength: 64 }),
  id: Type.String({ maxLength: 128 }),
});

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * `GET /analytics/leads/:entity/:id` (`leads`: who works the leads): where a lead came from, for its detail in the
 * console. 404 when the lead has no conversion (an import, an admin's create, analytics off).
 */
export function registerLeadOriginRoute(api: TypedApi, database: Database) {
  api.get(
    '/analytics/leads/:entity/:id',
    {
      preHandler: requireCapability('leads'),
      schema: { params: LeadParams, response: { 200: LeadAttribution } },
    },
    async (request) => {
      const { entity, id } = request.params;
      // No lead id holds a control character (PostgreSQL refuses NUL in a query's text).
      const row =
        goalOf(entity) && !hasControl(id)
          ? await database.db
              .selectFrom(ANALYTICS_TABLES.conversions)
              .selectAll()
              .where('entity', '=', entity)
              .where('record_id', '=', id)
              .orderBy('ts', 'desc')
              .limit(1)
              .executeTakeFirst()
          : undefined;
      if (!row) throw notFound(`No visit is known for ${entity} ${id}`);
      return {
        goal: String(row.goal),
        converted_at: new Date(Number(row.ts)).toISOString(),
        page: text(row.page),
        entry_page: text(row.entry_page),
        source: text(row.source),
        referrer: text(row.referrer),
        utm_source: text(row.utm_source),
        utm_medium: text(row.utm_medium),
        utm_campaign: text(row.utm_campaign),
      };
    },
  );
}

import { CONTENT_ENTITIES, ENTITIES } from '@vitrine/contract/entities/entity-registry';
import type { Database } from '../db/database';
import type { EntityStore } from '../entities/entity-store';
import { requestScope } from '../http/request-scope';
import { ContentHistoryLog } from './content-history';

/**
 * Keeps the history of every content entity: each update however it comes (single, bulk,
 * update-many) is noted in its own transaction, with the signed-in admin; a delete drops the
 * deleted records' history. Answers the log, which the history route reads.
 */
export function keepContentHistory(store: EntityStore, database: Database) {
  const log = new ContentHistoryLog(database);
  for (const name of CONTENT_ENTITIES) {
    const entity = ENTITIES[name];
    store.on(entity, {
      updated: async (trx, { before, after }) => {
        const actor = requestScope()?.actor() ?? null;
        for (const [index, previous] of before.entries()) {
          const next = after[index];
          if (next) await log.record(trx, entity, previous, next, actor);
        }
      },
      deleted: async (trx, { before }) => {
        await log.forget(
          trx,
          entity,
          before.map((record) => record.id),
        );
      },
    });
  }
  return log;
}

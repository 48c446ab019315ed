import { AsyncLocalStorage } from 'node:async_hooks';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { StandingLifecycle } from '../entities/entity-lifecycle';
import { AppError } from '../errors/app-error';

const FIELD = 'machine_translation';

/** Set while the server itself writes a post's mark (a machine translation, a version restored). */
const serverMarks = new AsyncLocalStorage<true>();

/**
 * Runs `work` as a write allowed to set `machine_translation` (decision 0077): the translate
 * route's draft, a version restored with the mark it had.
 */
export function writingMachineMark<T>(work: () => Promise<T>): Promise<T> {
  return serverMarks.run(true, work);
}

type Mark = { source_id?: unknown; model?: unknown; at?: unknown } | undefined;

const sameMark = (a: Mark, b: Mark) =>
  a?.source_id === b?.source_id && a?.model === b?.model && a?.at === b?.at;

const markRefused = () =>
  new AppError(
    422,
    API_ERROR_CODES.serverManagedField,
    'Only the server sets machine_translation, when it translates a post: send null to mark the post as reviewed',
    undefined,
    [{ field: FIELD, rule: 'unknown', message: `${FIELD} is set by the server` }],
  );

/**
 * The `BlogPost` rule on every write path (entity routes single and bulk, update-many, import,
 * autosave): a person's write may clear `machine_translation` or leave it as stored, never set
 * it. Refused with 422 `SERVER_MANAGED_FIELD`, the write undone.
 */
export function machineTranslationRule(): StandingLifecycle {
  return {
    creating: (records) => {
      if (serverMarks.getStore()) return;
      if (records.some((record) => record[FIELD] !== undefined)) throw markRefused();
    },
    updated: async (_trx, { before, after }) => {
      if (serverMarks.getStore()) return;
      const byId = new Map(before.map((record) => [record.id, record]));
      for (const record of after) {
        const mark = record[FIELD] as Mark;
        if (mark === undefined) continue;
        if (!sameMark(byId.get(record.id)?.[FIELD] as Mark, mark)) throw markRefused();
      }
    },
  };
}

import type { StandingLifecycle } from '../entities/entity-lifecycle';
import { requestScope } from '../http/request-scope';
import type { PostVersions } from './post-versions';

/**
 * The `BlogPost` lifecycle that keeps versions: every update (single, bulk, restore, autosave)
 * keeps the states it replaces, in its own transaction; a delete drops the post's versions.
 */
export function postVersionsLifecycle(versions: PostVersions): StandingLifecycle {
  return {
    updated: async (trx, { before, after }) => {
      const scope = requestScope();
      const author = { actor: scope?.actor() ?? null, autosave: scope?.autosave ?? false };
      for (const [index, previous] of before.entries()) {
        const next = after[index];
        if (next) await versions.record(trx, previous, next, author);
      }
    },
    deleted: async (trx, { before }) => {
      await versions.forget(
        trx,
        before.map((record) => record.id),
      );
    },
  };
}

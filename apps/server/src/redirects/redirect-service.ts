import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_REDIRECTS, Redirect, type RedirectRecord } from '@vitrine/contract/entities/redirect';
import { ALL_ENTITIES, type ChangeBus } from '../cluster/change-bus';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { tableFor } from '../db/table-names';
import { ConflictError, ValidationError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import {
  RedirectTable,
  loopProblem,
  reservedFromProblem,
  type RedirectMatch,
  type RedirectRule,
} from './redirect-rules';

/** Hits are written this often (ms), in one statement per redirect hit meanwhile. */
export const HIT_FLUSH_MS = 10_000;

interface PendingHits {
  count: number;
  last: string;
}

function ruleOf(record: RedirectRecord): RedirectRule {
  return { id: record.id, from: record.from, to: record.to, status: record.status };
}

/**
 * The redirects (decision 0070): every stored one in memory (at most MAX_REDIRECTS), read again
 * after each committed change here or on another instance; writes that would loop or take a
 * server path are refused; hits are counted in memory and written in batches.
 */
export class RedirectService {
  private table = new RedirectTable([]);
  private readonly hits = new Map<string, PendingHits>();
  private loading: Promise<void> | undefined;
  private reloadAgain = false;

  constructor(
    private readonly store: EntityStore,
    readonly database: Database,
    private readonly origin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Declares the checks and the refresh on `Redirect` writes, here and from other instances. */
  attach(changes: ChangeBus) {
    this.store.on(Redirect, {
      creating: (records) => this.checkCreates(records),
      updated: (trx, change) => this.checkUpdates(trx, change.after as unknown as RedirectRecord[]),
      committed: () => {
        changes.publish(Redirect.name);
        void this.reload();
      },
    });
    changes.onRemoteChange((entity) => {
      if (entity === Redirect.name || entity === ALL_ENTITIES) void this.reload();
    });
  }

  get size() {
    return this.table.size;
  }

  /** Reads every redirect again; calls made meanwhile read once more when it ends. */
  reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          const records = (await this.store.list(Redirect, {
            filter: {},
            limit: MAX_REDIRECTS,
          })) as unknown as RedirectRecord[];
          this.table = new RedirectTable(records.map(ruleOf));
        } while (this.reloadAgain);
      } catch (error) {
        this.log.error({ err: error }, 'redirects: could not read them; the last ones stay');
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /**
   * The redirect for a page request, counted as a hit. While the rules are read again after a
   * change, requests wait for them (a write's answer comes after the reading began).
   */
  async match(pathname: string, search: string): Promise<RedirectMatch | undefined> {
    if (this.loading) await this.loading;
    const found = this.table.match(pathname, search);
    if (!found) return undefined;
    const pending = this.hits.get(found.id);
    const now = new Date().toISOString();
    this.hits.set(found.id, { count: (pending?.count ?? 0) + 1, last: now });
    return found;
  }

  /** Whether a redirect takes this address, without counting a hit. */
  takes(pathname: string, search = '') {
    return this.table.match(pathname, search) !== undefined;
  }

  /** Writes the hits counted since the last flush (a redirect deleted meanwhile is skipped). */
  async flushHits() {
    if (this.hits.size === 0) return;
    const batch = [...this.hits];
    this.hits.clear();
    const table = sql.table(tableFor(Redirect.name));
    for (const [id, { count, last }] of batch) {
      const data =
        this.database.dialect === 'postgres'
          ? sql`jsonb_set(jsonb_set(data, '{hits}', to_jsonb(COALESCE((data->>'hits')::bigint, 0) + ${count})), '{last_hit}', to_jsonb(${last}::text))`
          : sql`json_set(data, '$.hits', COALESCE(json_extract(data, '$.hits'), 0) + ${count}, '$.last_hit', ${last})`;
      try {
        await sql`UPDATE ${table} SET data = ${data} WHERE id = ${id}`.execute(this.database.db);
      } catch (error) {
        this.log.warn({ err: error }, 'redirects: hits not written');
      }
    }
  }

  private fromProblems(records: readonly { from?: unknown }[]) {
    return records.flatMap((record, index) => {
      const problem = reservedFromProblem(String(record.from));
      const field = records.length > 1 ? `[${index}].from` : 'from';
      return problem ? [{ field, rule: 'unknown' as const, message: problem }] : [];
    });
  }

  /** New redirects against those in memory: no server path, no loop, no more than the bound. */
  private checkCreates(records: Record<string, unknown>[]) {
    const issues = this.fromProblems(records);
    if (issues.length > 0) throw new ValidationError(issues);
    if (this.table.size + records.length > MAX_REDIRECTS) {
      throw new ConflictError(`At most ${MAX_REDIRECTS} redirects can be stored`);
    }
    const added = records.map((record) => ({ from: String(record.from), to: String(record.to) }));
    const taken = new Set(added.map((rule) => rule.from));
    const kept = this.table.rules.filter((rule) => !taken.has(rule.from));
    const loop = loopProblem([...kept, ...added], this.origin);
    if (loop) throw new ConflictError(loop);
  }

  /** Changed redirects against every stored one, read in the write's transaction. */
  private async checkUpdates(trx: Executor, after: RedirectRecord[]) {
    const issues = this.fromProblems(after);
    if (issues.length > 0) throw new ValidationError(issues);
    const stored = (await this.store.list(
      Redirect,
      { filter: {}, limit: MAX_REDIRECTS },
      trx,
    )) as unknown as RedirectRecord[];
    const loop = loopProblem(stored, this.origin);
    if (loop) throw new ConflictError(loop);
  }
}

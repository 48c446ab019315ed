import type { Database } from '../../db/database';
import { writeOnPostgres } from './event-writer-postgres';
import { writeOnSqlite } from './event-writer-sqlite';
import type { TrackWrites } from './session-rows';

interface Pending {
  writes: TrackWrites;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function merged(all: readonly TrackWrites[]): TrackWrites {
  return {
    sessions: all.flatMap((writes) => writes.sessions),
    updates: all.flatMap((writes) => writes.updates),
    pageviews: all.flatMap((writes) => writes.pageviews),
    engagements: all.flatMap((writes) => writes.engagements),
  };
}

/**
 * Stores the rows of event batches; a batch's promise settles once they are committed (durable).
 * On SQLite every batch is a job of the group commit (one fsync for all the batches of a turn
 * of the event loop); on PostgreSQL the batches that arrive during one flush are written
 * together by the next, in one transaction of multi-row statements; when that fails, each
 * batch is written again alone, so one bad batch fails no other visitor's.
 */
export class EventWriter {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(private readonly database: Database) {}

  write(writes: TrackWrites): Promise<void> {
    const sqlite = this.database.sqlite;
    if (sqlite) return sqlite.groupCommit.run(() => writeOnSqlite(sqlite, writes));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ writes, resolve, reject });
      if (!this.flushing) void this.drain();
    });
  }

  private async drain() {
    this.flushing = true;
    while (this.queue.length > 0) {
      const jobs = this.queue.splice(0);
      try {
        await writeOnPostgres(this.database.db, merged(jobs.map((job) => job.writes)));
        for (const job of jobs) job.resolve();
      } catch (error) {
        if (jobs.length === 1) jobs[0]!.reject(error);
        else await this.oneByOne(jobs);
      }
    }
    this.flushing = false;
  }

  /** After a failed flush: each batch alone, so only the one that cannot be written fails. */
  private async oneByOne(jobs: readonly Pending[]) {
    for (const job of jobs) {
      try {
        await writeOnPostgres(this.database.db, job.writes);
        job.resolve();
      } catch (error) {
        job.reject(error);
      }
    }
  }
}

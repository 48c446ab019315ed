import type { RecordsChanged } from '../entities/entity-lifecycle';
import type { StoredRecord } from '../entities/entity-records';

/**
 * A committed change as told to the other instances: the entity, the kind, and per record its
 * id, owner (`created_by`), whether visitors read it before, and the record as committed when
 * it is small enough to travel (a NOTIFY payload holds 8000 bytes); receivers read the others
 * again (decision 0062).
 */
export interface RecordNotice {
  entity: string;
  type: RecordsChanged['type'];
  items: { id: string; owner?: string; visibleBefore: boolean; record?: StoredRecord }[];
}

export type NoticeListener = (notice: RecordNotice) => void;

export interface RecordBus {
  publish(notice: RecordNotice): void;
  onNotice(listener: NoticeListener): void;
  /** Resolves once notices of other instances are heard (at once when there are none). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite: one instance by design. */
export class LocalRecordBus implements RecordBus {
  publish() {}
  onNotice() {}
  async start() {}
  async close() {}
}

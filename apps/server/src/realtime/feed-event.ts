import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { RecordsChanged } from '../entities/entity-lifecycle';
import type { StoredRecord } from '../entities/entity-records';
import { visitorMatches } from './visitor-match';

/**
 * One record's change as realtime needs it, on the instance that wrote it or another one:
 * `record` as it is now (absent for a delete), its owner (`created_by`, for `own` readers),
 * and whether visitors read it before the change (an update's before, a deleted record).
 */
export interface FeedItem {
  id: string;
  record?: StoredRecord;
  owner?: string;
  visibleBefore: boolean;
}

export interface FeedEvent {
  entity: EntityDefinition;
  type: RecordsChanged['type'];
  items: FeedItem[];
}

function ownerOf(record: StoredRecord | undefined) {
  return typeof record?.created_by === 'string' ? record.created_by : undefined;
}

/** A committed change of the store, as feed items. */
export function feedItems(entity: EntityDefinition, change: RecordsChanged): FeedItem[] {
  if (change.type === 'delete') {
    return change.records.map((record) => ({
      id: record.id,
      owner: ownerOf(record),
      visibleBefore: visitorMatches(entity, record),
    }));
  }
  const before = new Map(change.before.map((record) => [record.id, record]));
  return change.records.map((record) => {
    const was = before.get(record.id);
    return {
      id: record.id,
      record,
      owner: ownerOf(record) ?? ownerOf(was),
      visibleBefore: was !== undefined && visitorMatches(entity, was),
    };
  });
}

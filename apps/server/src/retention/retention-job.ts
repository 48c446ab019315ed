import { type AnalyticsRetention, purgeAnalytics } from '../analytics/analytics';
import type { RetentionConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';
import { retentionRules, type RetentionRule } from './retention-rules';

/** Records deleted per rule (`RetentionRule.name`). */
export type RetentionReport = Record<string, number>;

export interface RetentionOptions {
  /** Records per transaction: short transactions, so visitors' writes never wait long. */
  batchSize?: number;
  now?: Date;
  /** Audience analytics' raw rows and roll-ups, deleted by their own ages (`ANALYTICS_RAW_DAYS`, `ANALYTICS_DAILY_DAYS`). */
  analytics?: AnalyticsRetention;
}

/**
 * Deletes one rule's expired records in batches, each its own transaction through the store
 * (so write hooks, such as dropping a subscriber's links, and change listeners run). A batch
 * is chosen by id, then deleted with the rule's filter again: a record touched in between
 * (the person signed up again) stays. Another instance deleting the same records at the same
 * time only makes this one's batch smaller.
 */
async function applyRule(store: EntityStore, rule: RetentionRule, now: Date, batchSize: number) {
  const filter = rule.expired(now);
  let deleted = 0;
  for (;;) {
    const batch = await store.list(rule.entity, {
      filter,
      sort: [{ field: 'id', descending: false }],
      limit: batchSize,
    });
    if (batch.length === 0) return deleted;
    const ids = batch.map((record) => record.id);
    deleted += await store.deleteWhere(rule.entity, { $and: [{ id: { $in: ids } }, filter] });
    if (batch.length < batchSize) return deleted;
  }
}

/** Deletes every record past its retention period; answers how many of each kind. */
export async function runRetention(
  store: EntityStore,
  config: RetentionConfig,
  { batchSize = 500, now = new Date(), analytics }: RetentionOptions = {},
): Promise<RetentionReport> {
  const report: RetentionReport = {};
  for (const rule of retentionRules(config)) {
    report[rule.name] = await applyRule(store, rule, now, batchSize);
  }
  if (analytics) Object.assign(report, await purgeAnalytics(analytics, now, batchSize * 10));
  return report;
}

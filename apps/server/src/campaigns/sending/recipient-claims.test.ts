import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaOf, type Database } from '../../db/database';
import { migrate } from '../../db/migrations';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { EntityStore } from '../../entities/entity-store';
import { testDatabases } from '../../../test/test-app';
import { CampaignState } from './campaign-state';
import { RecipientStore } from './recipient-store';

describe.each(testDatabases())('claims of campaign recipients on $name', (testDatabase) => {
  const { url, drop } = testDatabase.create();
  let database: Database;
  let recipients: RecipientStore;
  beforeAll(async () => {
    database = openDatabase(url);
    await migrate(database, schemaOf(url));
    recipients = new RecipientStore(
      database,
      new CampaignState(database, new EntityStore(database)),
    );
    const now = new Date(Date.now() - 1000).toISOString();
    const rows = Array.from({ length: 2000 }, (_, n) => ({
      campaign_id: 'c1',
      subscriber_id: `s${n}`,
      status: 'pending',
      due_at: now,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await database.db
        .insertInto(CAMPAIGN_RECIPIENTS_TABLE)
        .values(rows.slice(start, start + 500))
        .execute();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('claims at most the batch size, and parallel claims never share a recipient', async () => {
    const lease = new Date(Date.now() + 60_000);
    const batches = await Promise.all(
      Array.from({ length: 8 }, () => recipients.claim('c1', 50, new Date(), lease)),
    );
    const ids = batches.flatMap((batch) => batch.recipients.map((item) => item.subscriberId));
    expect(batches.map((batch) => batch.recipients.length)).toEqual(Array(8).fill(50));
    expect(new Set(ids).size).toBe(400);
  });

  it('leaves claimed recipients alone until their lease ends, then hands them out again', async () => {
    const held = await recipients.claim('c1', 5000, new Date(), new Date(Date.now() + 60_000));
    expect(held.recipients).toHaveLength(1600);
    expect((await recipients.claim('c1', 50, new Date(), new Date())).recipients).toHaveLength(0);
    const later = new Date(Date.now() + 120_000);
    const retaken = await recipients.claim('c1', 5000, later, new Date(later.getTime() + 1000));
    expect(retaken.recipients).toHaveLength(2000);
    // Results under the old claim are not written any more.
    const [first] = held.recipients;
    await recipients.record('c1', held.claim, [
      { subscriberId: first?.subscriberId ?? '', result: 'sent' },
    ]);
    const row = await database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select(['status', 'claim'])
      .where('subscriber_id', '=', first?.subscriberId ?? '')
      .executeTakeFirst();
    expect(row).toEqual({ status: 'pending', claim: retaken.claim });
  });

  it('renews the rows a claim still holds, and says when another claim took some', async () => {
    const now = new Date(Date.now() + 600_000);
    const batch = await recipients.claim('c1', 10, now, new Date(now.getTime() + 1000));
    expect(batch.recipients).toHaveLength(10);
    const renewed = new Date(now.getTime() + 30_000);
    expect(await recipients.renew('c1', batch.claim, renewed)).toBe(10);
    const dueOf = async (id: string) =>
      (
        await database.db
          .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
          .select(['due_at', 'claim'])
          .where('campaign_id', '=', 'c1')
          .where('subscriber_id', '=', id)
          .executeTakeFirstOrThrow()
      ).due_at;
    const [first] = batch.recipients;
    expect(await dueOf(first?.subscriberId ?? '')).toBe(renewed.toISOString());
    // Renewed: another instance finds nothing of it due just after the first lease.
    const afterFirst = new Date(now.getTime() + 2000);
    const none = await recipients.claim('c1', 5000, afterFirst, afterFirst);
    expect(none.recipients.map((item) => item.subscriberId)).not.toContain(first?.subscriberId);
    // Past the renewed lease another claim takes them: the renewal holds none of them any more.
    const later = new Date(renewed.getTime() + 1);
    const stolen = await recipients.claim('c1', 5000, later, new Date(later.getTime() + 1000));
    expect(stolen.recipients.map((item) => item.subscriberId)).toContain(first?.subscriberId);
    expect(await recipients.renew('c1', batch.claim, new Date(later.getTime() + 30_000))).toBe(0);
  });

  it('releases at start every claim left by a crash, and nothing else', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const rows = [
      { subscriber_id: 'held', status: 'pending', due_at: at(300_000), claim: 'dead' },
      { subscriber_id: 'retry', status: 'pending', due_at: at(60_000), claim: null },
      { subscriber_id: 'done', status: 'sent', due_at: at(300_000), claim: null },
    ];
    await database.db
      .insertInto(CAMPAIGN_RECIPIENTS_TABLE)
      .values(rows.map((row) => ({ ...row, campaign_id: 'c2' })))
      .execute();
    const now = new Date();
    expect(await recipients.releaseAllClaims(now)).toBeGreaterThanOrEqual(1);
    const after = await database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select(['subscriber_id', 'status', 'due_at', 'claim'])
      .where('campaign_id', '=', 'c2')
      .orderBy('subscriber_id')
      .execute();
    expect(after).toEqual([
      { subscriber_id: 'done', status: 'sent', due_at: rows[2]?.due_at, claim: null },
      { subscriber_id: 'held', status: 'pending', due_at: now.toISOString(), claim: null },
      { subscriber_id: 'retry', status: 'pending', due_at: rows[1]?.due_at, claim: null },
    ]);
    const again = await recipients.claim('c2', 10, new Date(), new Date(Date.now() + 1000));
    expect(again.recipients.map((item) => item.subscriberId)).toEqual(['held']);
  });
});

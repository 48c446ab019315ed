import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaOf, type Database } from '../../db/database';
import { migrate } from '../../db/migrations';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { EntityStore } from '../../entities/entity-store';
import { testDatabases } from '../../../test/test-app';
import { BatchLease } from './batch-lease';
import { CampaignState } from './campaign-state';
import { RecipientStore } from './recipient-store';

const LEASE_MS = 3000;

/** A logger that keeps its warnings. */
function warnings() {
  const said: string[] = [];
  const log = { warn: (_fields: unknown, message: string) => said.push(message) };
  return { said, log: log as unknown as FastifyBaseLogger };
}

/** Polls `ready` every 20 ms for at most 30 s; answers whether it became true. */
async function eventually(ready: () => boolean | Promise<boolean>) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe.each(testDatabases())('the lease of a batch on $name', (testDatabase) => {
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
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function claimed(campaignId: string) {
    const due = new Date(Date.now() - 1000).toISOString();
    const rows = Array.from({ length: 20 }, (_, n) => ({
      campaign_id: campaignId,
      subscriber_id: `s${n}`,
      status: 'pending',
      due_at: due,
    }));
    await database.db.insertInto(CAMPAIGN_RECIPIENTS_TABLE).values(rows).execute();
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const batch = await recipients.claim(campaignId, 20, now, leaseUntil);
    return { ...batch, leaseUntil };
  }

  const latestDue = async (campaignId: string) => {
    const row = await database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select((eb) => eb.fn.min('due_at').as('due'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return String(row.due);
  };

  it('renews the claim every third of the lease while the batch lives, and stops with it', async () => {
    const batch = await claimed('renewed');
    const { log, said } = warnings();
    const lease = new BatchLease({
      recipients,
      campaignId: 'renewed',
      claim: batch.claim,
      count: 20,
      leaseMs: LEASE_MS,
      leaseUntil: batch.leaseUntil,
      log,
    }).start();
    const first = batch.leaseUntil.toISOString();
    // Every row's lease moves past the one the claim set: a dead sender's would not.
    expect(await eventually(async () => (await latestDue('renewed')) > first)).toBe(true);
    await lease.stop();
    expect(said).toEqual([]);
    // Stopped: the rows keep their last lease, and another sender takes them once it ends.
    const ends = new Date(await latestDue('renewed'));
    const after = new Date(ends.getTime() + 1);
    const retaken = await recipients.claim('renewed', 50, after, new Date(after.getTime() + 1));
    expect(retaken.recipients).toHaveLength(20);
  }, 60_000);

  it('stops the batch once a renewal finds another claim took its rows', async () => {
    const batch = await claimed('lost');
    const { log, said } = warnings();
    const lease = new BatchLease({
      recipients,
      campaignId: 'lost',
      claim: batch.claim,
      count: 20,
      leaseMs: LEASE_MS,
      leaseUntil: batch.leaseUntil,
      log,
    }).start();
    // Another instance, its clock past the lease (the heartbeat was late), claims some rows.
    const late = new Date(batch.leaseUntil.getTime() + 1);
    const other = await recipients.claim('lost', 5, late, new Date(late.getTime() + 60_000));
    expect(other.recipients).toHaveLength(5);
    expect(await eventually(() => lease.expiring())).toBe(true);
    await lease.stop();
    expect(said).toEqual([
      'newsletter campaign: a batch lost its claim (renewed too late); it stops sending',
    ]);
  }, 60_000);

  it('stops the batch with half the lease left when renewals fail', async () => {
    const { log, said } = warnings();
    const failing = {
      renew: () => Promise.reject(new Error('database unreachable')),
    };
    const lease = new BatchLease({
      recipients: failing,
      campaignId: 'away',
      claim: 'c',
      count: 1,
      leaseMs: LEASE_MS,
      leaseUntil: new Date(Date.now() + LEASE_MS),
      log,
    }).start();
    expect(lease.expiring()).toBe(false);
    expect(await eventually(() => lease.expiring())).toBe(true);
    await lease.stop();
    expect(said[0]).toBe('newsletter campaign: a batch could not renew its lease');
  }, 60_000);
});

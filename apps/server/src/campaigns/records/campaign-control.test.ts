import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import {
  audienceOf,
  campaignRoute,
  countsByAddress,
  createCampaign,
  mixedSubscribers,
  senderOf,
  storeSubscribers,
} from '../../../test/campaign-fixtures';
import { blogPostRecord } from '../../../test/records';
import { RecipientStore } from '../sending/recipient-store';
import { testDatabases, useTestAppWithSmtp } from '../../../test/test-app';

const ENV = {
  NEWSLETTER_RATE: '300',
  NEWSLETTER_CONCURRENCY: '2',
  NEWSLETTER_BATCH_SIZE: '20',
  NEWSLETTER_ERROR_THRESHOLD: '5',
  // The figures below reckon with a 30 s lease.
  NEWSLETTER_LEASE_MS: '30000',
};

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 2000 && !condition(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('the condition never came true');
}

describe.each(testDatabases())(
  'pausing, resuming, canceling campaigns on $name',
  (testDatabase) => {
    const { t, smtp } = useTestAppWithSmtp(testDatabase, ENV);
    const specs = mixedSubscribers(400, 'ctl');
    const audience = audienceOf(specs, 'fr');
    beforeAll(async () => {
      await storeSubscribers(t.app.services.store, specs);
    }, 60_000);

    const progress = async (id: string) => (await campaignRoute(t, id, 'progress')).json();

    it('pauses mid-send, keeps exact figures, and resumes where it stopped', async () => {
      smtp.received.length = 0;
      const id = await createCampaign(t);
      expect((await campaignRoute(t, id, 'send')).json().recipients).toBe(audience.length);
      const run = senderOf(t).runOnce();
      await until(() => smtp.received.length >= 20);
      const paused = await campaignRoute(t, id, 'pause');
      expect(paused.statusCode).toBe(200);
      expect(paused.json().status).toBe('paused');
      await run;
      const halfway = await progress(id);
      expect(halfway.status).toBe('paused');
      expect(halfway.sent).toBe(smtp.received.length);
      expect(halfway.left).toBe(audience.length - halfway.sent);
      expect(halfway.left).toBeGreaterThan(0);
      expect((await campaignRoute(t, id, 'pause')).json().code).toBe('CAMPAIGN_WRONG_STATE');
      await senderOf(t).runOnce();
      expect(smtp.received.length).toBe(halfway.sent);

      const resumed = await campaignRoute(t, id, 'resume');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().status).toBe('sending');
      await senderOf(t).runOnce();
      const counts = countsByAddress(smtp.received);
      expect([...counts.keys()].sort()).toEqual([...audience].sort());
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(await progress(id)).toMatchObject({ status: 'sent', sent: audience.length, left: 0 });
    }, 60_000);

    it('cancels: nothing more is sent, and a canceled campaign cannot resume', async () => {
      smtp.received.length = 0;
      const id = await createCampaign(t);
      await campaignRoute(t, id, 'send');
      const canceled = await campaignRoute(t, id, 'cancel');
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json()).toMatchObject({
        status: 'canceled',
        finished_at: expect.any(String),
      });
      await senderOf(t).runOnce();
      expect(smtp.received).toHaveLength(0);
      expect(await progress(id)).toMatchObject({
        status: 'canceled',
        sent: 0,
        left: audience.length,
      });
      const resumed = await campaignRoute(t, id, 'resume');
      expect(resumed.statusCode).toBe(409);
      expect(resumed.json().code).toBe('CAMPAIGN_WRONG_STATE');
      expect((await campaignRoute(t, id, 'cancel')).statusCode).toBe(409);
    });

    it('schedules a send for later, starts it when its time comes, and unschedules on cancel', async () => {
      smtp.received.length = 0;
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const id = await createCampaign(t, { scheduled_at: later });
      const scheduled = await campaignRoute(t, id, 'send');
      expect(scheduled.statusCode).toBe(202);
      expect(scheduled.json()).toMatchObject({ status: 'scheduled', recipients: 0 });
      await senderOf(t).runOnce();
      expect(smtp.received).toHaveLength(0);
      expect((await campaignRoute(t, id, 'cancel')).json().status).toBe('draft');
      expect((await campaignRoute(t, id, 'send')).json().status).toBe('scheduled');

      // A scheduled campaign may still be edited: its time moves to a minute ago.
      const past = new Date(Date.now() - 60_000).toISOString();
      const edited = await t.app.inject({
        method: 'PUT',
        url: `${t.base}/NewsletterCampaign/${id}`,
        headers: t.admin,
        payload: { scheduled_at: past },
      });
      expect(edited.statusCode).toBe(200);
      await senderOf(t).runOnce();
      expect(smtp.received).toHaveLength(audience.length);
      expect(await progress(id)).toMatchObject({ status: 'sent', recipients: audience.length });
    });

    it('sends at once when scheduled_at has already passed', async () => {
      const id = await createCampaign(t, { scheduled_at: '2020-01-01T00:00:00.000Z' });
      const sent = await campaignRoute(t, id, 'send');
      expect(sent.json()).toMatchObject({ status: 'sending', recipients: audience.length });
      await campaignRoute(t, id, 'cancel');
    });

    it('pauses itself past the error threshold, then retries the failed ones once resumed', async () => {
      smtp.received.length = 0;
      smtp.reject(true);
      const id = await createCampaign(t);
      await campaignRoute(t, id, 'send');
      await senderOf(t).runOnce();
      const paused = await progress(id);
      expect(paused).toMatchObject({ status: 'paused', sent: 0, failed: 0 });
      // 5 in a row pause it; a send already under way (2 in parallel) may add one.
      expect(paused.last_error).toMatch(/^Paused after [56] SMTP errors in a row/);
      expect(paused.last_error).toContain('451');
      expect(smtp.received).toHaveLength(0);

      smtp.reject(false);
      expect((await campaignRoute(t, id, 'resume')).json().last_error).toBeUndefined();
      // The refused recipients wait for their retry (a minute later): bring that time forward.
      await t.database.db
        .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
        .set({ due_at: new Date().toISOString() })
        .where('campaign_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      await senderOf(t).runOnce();
      const counts = countsByAddress(smtp.received);
      expect(counts.size).toBe(audience.length);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(await progress(id)).toMatchObject({
        status: 'sent',
        sent: audience.length,
        failed: 0,
      });
    });

    it('pauses when its post can no longer head the e-mail, and resumes once it is published again', async () => {
      smtp.received.length = 0;
      const store = t.app.services.store;
      const post = await store.create(BlogPost, blogPostRecord('lettre-hiver', { language: 'fr' }));
      const id = await createCampaign(t, { post_id: post.id });
      expect((await campaignRoute(t, id, 'send')).statusCode).toBe(202);
      await store.update(BlogPost, post.id, { published: false });
      await senderOf(t).runOnce();
      const paused = await progress(id);
      expect(paused).toMatchObject({ status: 'paused', sent: 0 });
      expect(paused.last_error).toContain('not published');
      expect(smtp.received).toHaveLength(0);

      await store.update(BlogPost, post.id, { published: true });
      expect((await campaignRoute(t, id, 'resume')).statusCode).toBe(200);
      await senderOf(t).runOnce();
      expect(await progress(id)).toMatchObject({ status: 'sent', sent: audience.length });
      expect(smtp.received[0]?.html).toContain('Title of lettre-hiver');
    });
  },
);

describe.each(testDatabases())('a campaign left mid-batch by a crash on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, ENV);
  const specs = mixedSubscribers(200, 'crash');
  const audience = audienceOf(specs, 'fr');
  beforeAll(async () => {
    await storeSubscribers(t.app.services.store, specs);
  }, 60_000);

  /** Gives `count` pending recipients a claim of `claim` whose lease ends in `inMs`. */
  async function hold(id: string, claim: string, count: number, inMs: number) {
    const dueAt = new Date(Date.now() + inMs).toISOString();
    const rows = await t.database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select('subscriber_id')
      .where('campaign_id', '=', id)
      .where('claim', 'is', null)
      .limit(count)
      .execute();
    await t.database.db
      .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
      .set({ claim, due_at: dueAt })
      .where('campaign_id', '=', id)
      .where(
        'subscriber_id',
        'in',
        rows.map((row) => row.subscriber_id),
      )
      .execute();
    return dueAt;
  }

  it('says how many recipients wait on a dead batch and until when, instead of a time to finish', async () => {
    smtp.received.length = 0;
    const id = await createCampaign(t);
    expect((await campaignRoute(t, id, 'send')).json().recipients).toBe(audience.length);
    // A crashed instance's batch: its lease (30 s) was last renewed 20 s ago. Another instance's
    // live batch: renewed a moment ago.
    const dead = await hold(id, 'dead', 20, 10_000);
    await hold(id, 'live', 10, 29_000);
    const waiting = (await campaignRoute(t, id, 'progress')).json();
    expect(waiting).toMatchObject({
      status: 'sending',
      left: audience.length,
      lease_waiting: 20,
      lease_retry_at: dead,
      eta_seconds: null,
    });

    await senderOf(t).runOnce();
    const counts = countsByAddress(smtp.received);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const after = (await campaignRoute(t, id, 'progress')).json();
    if (testDatabase.name === 'sqlite') {
      // One server per SQLite file: at start it frees the claims a crash left and sends them now.
      expect(counts.size).toBe(audience.length);
      expect(after).toMatchObject({ status: 'sent', left: 0, lease_waiting: 0 });
    } else {
      // PostgreSQL may have other instances: held batches wait for their lease to end.
      expect(counts.size).toBe(audience.length - 30);
      expect(after).toMatchObject({ status: 'sending', left: 30, lease_waiting: 20 });
    }
  }, 60_000);
});

describe.each(testDatabases())(
  'a batch whose claim another sender took on $name',
  (testDatabase) => {
    // 4 e-mails/s, one connection: the batch lasts seconds; its lease is renewed every second.
    const { t, smtp } = useTestAppWithSmtp(testDatabase, {
      NEWSLETTER_RATE: '4',
      NEWSLETTER_CONCURRENCY: '1',
      NEWSLETTER_BATCH_SIZE: '100',
      NEWSLETTER_LEASE_MS: '3000',
    });
    const specs = mixedSubscribers(60, 'stolen');
    const audience = audienceOf(specs, 'fr');
    beforeAll(async () => {
      await storeSubscribers(t.app.services.store, specs);
    }, 60_000);
    afterEach(() => vi.restoreAllMocks());

    it('stops sending at the renewal that finds it lost: no recipient has two senders', async () => {
      smtp.received.length = 0;
      const renew = RecipientStore.prototype.renew;
      let receivedWhenLost: number | undefined;
      vi.spyOn(RecipientStore.prototype, 'renew').mockImplementation(async function (
        this: RecipientStore,
        ...args: Parameters<RecipientStore['renew']>
      ) {
        const held = await renew.apply(this, args);
        if (held < audience.length) receivedWhenLost ??= smtp.received.length;
        return held;
      });
      const id = await createCampaign(t);
      await campaignRoute(t, id, 'send');
      const run = senderOf(t).runOnce();
      await until(() => smtp.received.length >= 1);
      // Another instance takes the batch (as it would once a lease ran out unrenewed).
      await t.database.db
        .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
        .set({ claim: 'thief', due_at: new Date(Date.now() + 600_000).toISOString() })
        .where('campaign_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      await run;
      expect(receivedWhenLost).toBeDefined();
      // At most the one e-mail already under way (one connection) left after the loss was found.
      expect(smtp.received.length - (receivedWhenLost ?? 0)).toBeLessThanOrEqual(1);
      expect(smtp.received.length).toBeLessThan(audience.length);
      // The loser wrote nothing over the thief's claim.
      const rows = await t.database.db
        .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
        .select(['status', 'claim'])
        .where('campaign_id', '=', id)
        .execute();
      expect(rows.every((row) => row.status === 'pending' && row.claim === 'thief')).toBe(true);
    }, 60_000);
  },
);

import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import {
  CampaignProgress,
  CampaignReport,
  NewsletterAudience,
} from '@vitrine/contract/newsletter/campaign-api';
import Value from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { testDatabases, useTestAppWithSmtp } from '../../../test/test-app';

const SITE = 'https://vitrine.example';
const ENV = {
  PUBLIC_URL: SITE,
  NEWSLETTER_RATE: '10000',
  NEWSLETTER_CONCURRENCY: '8',
  NEWSLETTER_BATCH_SIZE: '150',
};

describe.each(testDatabases())('newsletter campaigns sent on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, ENV);
  const specs = mixedSubscribers(3000);
  let ids: Map<string, string>;
  beforeAll(async () => {
    ids = await storeSubscribers(t.app.services.store, specs);
  }, 60_000);

  const subscriber = (email: string) =>
    t.app.services.store.get(NewsletterSubscriber, ids.get(email) ?? '');

  it('reaches exactly the confirmed, non-bouncing subscribers of its language, once each', async () => {
    const expected = audienceOf(specs, 'fr');
    const audience = await t.app.inject({
      method: 'GET',
      url: `/api/apps/vitrine/newsletter/audience?language=fr`,
      headers: t.admin,
    });
    expect(audience.json()).toMatchObject({ language: 'fr', confirmed: expected.length });
    expect(Value.Errors(NewsletterAudience, audience.json())).toEqual([]);

    const id = await createCampaign(t);
    const sent = await campaignRoute(t, id, 'send');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ status: 'sending', recipients: expected.length });
    await senderOf(t).runOnce();

    const counts = countsByAddress(smtp.received);
    expect([...counts.keys()].sort()).toEqual([...expected].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const progress = (await campaignRoute(t, id, 'progress')).json();
    expect(progress).toMatchObject({
      status: 'sent',
      recipients: expected.length,
      sent: expected.length,
      failed: 0,
      skipped: 0,
      left: 0,
    });
    expect(progress.finished_at).toEqual(expect.any(String));
    expect(Value.Errors(CampaignProgress, progress)).toEqual([]);

    // Each e-mail is personal: its own one-click link and Message-ID.
    const links = new Set(smtp.received.map((mail) => mail.headers['list-unsubscribe']));
    const messageIds = new Set(smtp.received.map((mail) => mail.headers['message-id']));
    expect(links.size).toBe(expected.length);
    expect(messageIds.size).toBe(expected.length);
    const [first] = smtp.received;
    expect(first?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.subject).toBe('Les nouveautés de novembre');
    expect(first?.html).toContain('<strong>à tous</strong>');
    expect(first?.text).toContain('à tous');
  }, 120_000);

  it('unsubscribes with the link of a received e-mail, and a later campaign skips that reader', async () => {
    const mail = smtp.received.find((item) => item.recipients[0] === 'reader2@example.com');
    const header = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(header.startsWith(`${SITE}/api/apps/vitrine/newsletter/unsubscribe?token=`)).toBe(true);
    // The body's link opens the site's page, which POSTs the same token.
    const token = new URL(header).searchParams.get('token') ?? '';
    expect(mail?.html).toContain(`/newsletter?action=unsubscribe&amp;token=${token}`);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: header.slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await subscriber('reader2@example.com')).toBeUndefined();
    // Nothing of the address is left among the recipients.
    const rows = await t.database.db.selectFrom(CAMPAIGN_RECIPIENTS_TABLE).selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('reader2@');

    smtp.received.length = 0;
    const subject = 'Deuxième lettre\u00a0: les nouveautés de l’automne, écrans et caméras';
    const id = await createCampaign(t, { subject });
    const sent = await campaignRoute(t, id, 'send');
    expect(sent.json().recipients).toBe(audienceOf(specs, 'fr').length - 1);
    await senderOf(t).runOnce();
    expect(countsByAddress(smtp.received).has('reader2@example.com')).toBe(false);
    expect(smtp.received.length).toBe(audienceOf(specs, 'fr').length - 1);
    // A long subject in several encoded words comes back whole.
    expect(smtp.received[0]?.subject).toBe(subject);
  }, 120_000);

  it('skips whoever unsubscribes or starts bouncing after the audience was taken', async () => {
    smtp.received.length = 0;
    const id = await createCampaign(t, { language: 'en', subject: 'November news' });
    const expected = audienceOf(specs, 'en');
    expect((await campaignRoute(t, id, 'send')).json().recipients).toBe(expected.length);
    const [gone, bouncing] = expected;
    await t.app.services.store.delete(NewsletterSubscriber, ids.get(gone ?? '') ?? '');
    await t.app.services.store.update(NewsletterSubscriber, ids.get(bouncing ?? '') ?? '', {
      bouncing: true,
    });
    await senderOf(t).runOnce();
    const counts = countsByAddress(smtp.received);
    expect(counts.has(gone ?? '')).toBe(false);
    expect(counts.has(bouncing ?? '')).toBe(false);
    expect(counts.size).toBe(expected.length - 2);
    expect((await campaignRoute(t, id, 'progress')).json()).toMatchObject({
      status: 'sent',
      sent: expected.length - 2,
      skipped: 2,
      left: 0,
    });
  }, 120_000);

  it('marks an address the server refuses for good as bouncing, and never mails it again', async () => {
    smtp.received.length = 0;
    const refused = 'reader4@example.com';
    smtp.refuse(refused);
    const id = await createCampaign(t, { subject: 'Troisième lettre' });
    const recipients = (await campaignRoute(t, id, 'send')).json().recipients as number;
    await senderOf(t).runOnce();
    expect(countsByAddress(smtp.received).has(refused)).toBe(false);
    expect((await subscriber(refused))?.bouncing).toBe(true);
    const report = (await campaignRoute(t, id, 'report')).json();
    expect(report).toMatchObject({ status: 'sent', sent: recipients - 1, failed: 1, bounced: 1 });
    expect(report.failures).toEqual([
      {
        email: refused,
        error: expect.stringContaining('550'),
        bounced: true,
        at: expect.any(String),
      },
    ]);
    expect(report.failures[0].error).not.toContain('@');
    expect(Value.Errors(CampaignReport, report)).toEqual([]);

    const next = await createCampaign(t, { subject: 'Quatrième lettre' });
    expect((await campaignRoute(t, next, 'send')).json().recipients).toBe(recipients - 1);
  }, 120_000);
  it('mails an address with letters outside ASCII through the same route', async () => {
    await storeSubscribers(t.app.services.store, [
      { email: 'zoé@exemple.fr', language: 'en', confirmed: true },
    ]);
    smtp.received.length = 0;
    const id = await createCampaign(t, { language: 'en', subject: 'Winter news' });
    await campaignRoute(t, id, 'send');
    await senderOf(t).runOnce();
    const mail = smtp.received.find((item) => item.recipients[0] === 'zoé@exemple.fr');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.subject).toBe('Winter news');
    expect((await campaignRoute(t, id, 'progress')).json()).toMatchObject({
      status: 'sent',
      failed: 0,
    });
  }, 60_000);
});

import { CampaignReport } from '@vitrine/contract/newsletter/campaign-api';
import Value from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_CLICKS_TABLE } from '../../db/schema-migrations/0016-campaign-clicks';
import {
  campaignRoute,
  createCampaign,
  senderOf,
  storeSubscribers,
} from '../../../test/campaign-fixtures';
import { testDatabases, useTestAppWithSmtp } from '../../../test/test-app';
import { CHROME_WINDOWS, pageview, track } from '../../../test/track-events';

const SITE = 'https://vitrine.example';
const SLUG = 'novembre-2026';
const UTM = `utm_source=newsletter&utm_medium=email&utm_campaign=${SLUG}`;
const CONTENT = [
  'Voir [nos écrans](/fr/ecrans?ref=a#prix), [un article](https://vitrine.example/fr/blog/x),',
  '[un partenaire](https://partenaire.example/p), [écrire](mailto:bonjour@vitrine.example)',
  'et [le salon](/fr/salon?utm_source=partenaire).',
].join(' ');

const clickLinks = (body: string) =>
  [...body.matchAll(/https:\/\/vitrine\.example\/c\/[^"\s)]+/g)].map((m) => m[0]);

describe.each(testDatabases())('campaign links and clicks on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, { PUBLIC_URL: SITE });
  let ids: Map<string, string>;
  let campaignId: string;
  beforeAll(async () => {
    ids = await storeSubscribers(t.app.services.store, [
      { email: 'anne@example.com', language: 'fr', confirmed: true },
      { email: 'bruno@example.com', language: 'fr', confirmed: true },
    ]);
    campaignId = await createCampaign(t, { content: CONTENT, utm_campaign: SLUG });
    expect((await campaignRoute(t, campaignId, 'send')).statusCode).toBe(202);
    await senderOf(t).runOnce();
  });

  const mailTo = (address: string) => {
    const mail = smtp.received.find((received) => received.recipients.includes(address));
    if (!mail) throw new Error(`no e-mail to ${address}`);
    return mail;
  };
  const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: url.replace(SITE, ''), headers: { 'user-agent': CHROME_WINDOWS } });
  /** The recipient's redirect link to `target` (found with HEADs, which are not counted). */
  const linkTo = async (address: string, target: string) => {
    for (const link of clickLinks(mailTo(address).html))
      if ((await open(link, 'HEAD')).headers.location === target) return link;
    throw new Error(`no link to ${target}`);
  };
  const ECRANS = `${SITE}/fr/ecrans?ref=a&${UTM}#prix`;
  const report = async () => {
    await t.app.services.campaigns.clicks.settled();
    const answer = await campaignRoute(t, campaignId, 'report');
    expect(Value.Errors(CampaignReport, answer.json())).toEqual([]);
    return answer.json() as CampaignReport;
  };

  it('sends site links through the redirect, other links as written', async () => {
    const { html, text } = mailTo('anne@example.com');
    expect(html).toContain('href="https://partenaire.example/p"');
    expect(html).toContain('href="mailto:bonjour@vitrine.example"');
    expect(html).toMatch(/href="https:\/\/vitrine\.example\/api\/apps\/[^"]+\/web"/);
    expect(html).toMatch(/href="https:\/\/vitrine\.example\/fr\/[^"]*unsubscribe[^"]*"|désinscri/);
    expect(html).not.toContain('href="https://vitrine.example/fr/ecrans');
    expect(text).toContain('https://partenaire.example/p');
    expect(text).not.toContain('https://vitrine.example/fr/ecrans');
    // The three site links of the content (and the home and privacy pages): one token each.
    expect(new Set(clickLinks(text)).size).toBeGreaterThanOrEqual(3);
    expect(clickLinks(text).filter((link) => !clickLinks(html).includes(link))).toEqual([]);
    // Each recipient's links are their own.
    const other = clickLinks(mailTo('bruno@example.com').html);
    expect(other.filter((link) => clickLinks(html).includes(link))).toEqual([]);
  });

  it('redirects to the stored link with its UTM, and counts once per recipient and link', async () => {
    const first = await linkTo('anne@example.com', ECRANS);
    const head = await open(first, 'HEAD');
    expect(head.statusCode).toBe(302);
    expect((await report()).clicks.total).toBe(0);

    const answer = await open(first);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(ECRANS);
    expect((await report()).clicks).toMatchObject({ unique: 1, total: 1 });
    await open(first);
    const twice = (await report()).clicks;
    expect(twice).toMatchObject({ unique: 1, total: 2 });
    expect(twice.links.find((link) => link.url === ECRANS)).toEqual({
      url: ECRANS,
      unique: 1,
      total: 2,
    });

    await open(await linkTo('bruno@example.com', ECRANS));
    expect((await report()).clicks).toMatchObject({ unique: 2, total: 3 });
  });

  it('keeps a link’s own UTM and leaves the site’s other parameters', async () => {
    const links = clickLinks(mailTo('anne@example.com').html);
    const targets = await Promise.all(
      links.map(async (link) => (await open(link, 'HEAD')).headers.location),
    );
    expect(targets).toContain(`${SITE}/fr/blog/x?${UTM}`);
    expect(targets).toContain(
      `${SITE}/fr/salon?utm_source=partenaire&utm_medium=email&utm_campaign=${SLUG}`,
    );
  });

  it('answers 404 to a forged, altered or overlong token, never redirecting elsewhere', async () => {
    const [first] = clickLinks(mailTo('anne@example.com').html);
    const token = first!.slice(`${SITE}/c/`.length);
    const [campaign, , subscriber, signature] = token.split('.');
    const forged = [
      `${campaign}.1.${subscriber}.${signature}`,
      `${campaign}.0.${ids.get('bruno@example.com')}.${signature}`,
      `${campaign}.0.${subscriber}.${'A'.repeat(22)}`,
      `${campaign}.0.${subscriber}`,
      `https%3A%2F%2Fevil.example`,
      `${token}${'a'.repeat(201 - token.length)}`,
    ];
    for (const bad of forged) {
      const answer = await open(`${SITE}/c/${bad}`);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('attributes the visits and leads after a click to the campaign', async () => {
    const target = new URL(ECRANS);
    const visitor = { address: '192.0.2.63' };
    await track(t, visitor, { events: [pageview(`${target.pathname}${target.search}`)] });
    const lead = await t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      remoteAddress: visitor.address,
      headers: { 'user-agent': CHROME_WINDOWS, referer: `${SITE}/fr/ecrans` },
      payload: {
        firstName: 'Inès',
        lastName: 'Roux',
        email: 'ines@example.fr',
        company: 'Roux',
        language: 'fr',
      },
    });
    expect(lead.statusCode).toBe(201);
    const figures = await report();
    expect(figures).toMatchObject({ utm_campaign: SLUG, visits: 1, conversions: 1 });
    // The Audience dashboard names the campaign as the visit's campaign and source.
    const stats = (property: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/apps/${t.config.appId}/analytics/stats/breakdown?property=${property}&period=7d`,
        headers: t.admin,
      });
    expect((await stats('utm_campaign')).json()).toEqual([
      expect.objectContaining({ value: SLUG, visitors: 1, conversions: 1 }),
    ]);
    expect((await stats('utm_source')).json()).toEqual([
      expect.objectContaining({ value: 'newsletter', visitors: 1 }),
    ]);
  });

  it('keeps the counts of an erased subscriber, no longer tied to them', async () => {
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/privacy/erase`,
      headers: t.admin,
      payload: { email: 'anne@example.com' },
    });
    expect(erased.statusCode).toBe(200);
    const before = (await report()).clicks;
    const rowsOfAnne = () =>
      t.database.db
        .selectFrom(CAMPAIGN_CLICKS_TABLE)
        .select('subscriber_id')
        .where('subscriber_id', '=', ids.get('anne@example.com') ?? '')
        .execute();
    expect(await rowsOfAnne()).toEqual([]);
    expect(before).toMatchObject({ unique: 2, total: 3 });
    // Her old e-mail still redirects, but a click no longer counts nor ties a row to her again.
    expect((await open(await linkTo('anne@example.com', ECRANS))).statusCode).toBe(302);
    expect((await report()).clicks).toMatchObject({ unique: 2, total: 3 });
    expect(await rowsOfAnne()).toEqual([]);
  });
});

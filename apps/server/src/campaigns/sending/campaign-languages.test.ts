import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { beforeAll, describe, expect, it } from 'vitest';
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
const SLUG = 'ecrans-hiver-2026';
const ENGLISH = {
  language: 'en',
  subject: 'Our winter screens',
  preheader: 'Three new displays',
  content: 'Hello **everyone**. See [our screens](/en/screens).',
};
const FRENCH = {
  subject: 'Nos écrans d’hiver',
  content: 'Bonjour **à tous**. Voir [nos écrans](/fr/ecrans).',
  utm_campaign: SLUG,
};

const clickLinks = (body: string) =>
  [...body.matchAll(/https:\/\/vitrine\.example\/c\/[^"\s)]+/g)].map((m) => m[0]);

describe.each(testDatabases())('a campaign in two languages on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, { PUBLIC_URL: SITE });
  const specs = mixedSubscribers(40);
  const french = audienceOf(specs, 'fr');
  const english = audienceOf(specs, 'en');
  beforeAll(async () => {
    await storeSubscribers(t.app.services.store, specs);
  });

  const entityUrl = (id = '') => `/api/apps/vitrine/entities/NewsletterCampaign${id && `/${id}`}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url.replace(SITE, ''), headers });

  it('sends each subscriber the version of their language, with its footer, links and counts', async () => {
    smtp.received.length = 0;
    const id = await createCampaign(t, { ...FRENCH, translation: ENGLISH });
    const sent = await campaignRoute(t, id, 'send');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ recipients: french.length + english.length });
    await senderOf(t).runOnce();

    const counts = countsByAddress(smtp.received);
    expect([...counts.keys()].sort()).toEqual([...french, ...english].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    for (const mail of smtp.received) {
      const isFrench = french.includes(mail.recipients[0] ?? '');
      expect(mail.subject).toBe(isFrench ? FRENCH.subject : ENGLISH.subject);
      expect(mail.html).toContain(
        isFrench ? '<strong>à tous</strong>' : '<strong>everyone</strong>',
      );
      expect(mail.html).toContain(isFrench ? 'Me désinscrire' : 'Unsubscribe');
      expect(mail.html).not.toContain(isFrench ? 'Unsubscribe' : 'Me désinscrire');
      const page = isFrench ? `${SITE}/newsletter` : `${SITE}/en/newsletter`;
      expect(mail.text).toContain(`${page}?action=unsubscribe&token=`);
      expect(mail.html.includes(ENGLISH.preheader)).toBe(!isFrench);
    }
    expect((await campaignRoute(t, id, 'progress')).json()).toMatchObject({
      status: 'sent',
      recipients: french.length + english.length,
      sent: french.length + english.length,
      left: 0,
    });

    // Each version's link leads to its own page, with the campaign's one `utm_campaign`.
    const mailTo = (address: string) =>
      smtp.received.find((mail) => mail.recipients[0] === address)!;
    const targets = async (address: string) => {
      const found: string[] = [];
      for (const link of clickLinks(mailTo(address).html)) {
        const head = await t.app.inject({ method: 'HEAD', url: link.replace(SITE, '') });
        found.push(String(head.headers.location));
      }
      return found;
    };
    const utm = `utm_source=newsletter&utm_medium=email&utm_campaign=${SLUG}`;
    const frenchTargets = await targets(french[0]!);
    const englishTargets = await targets(english[0]!);
    expect(frenchTargets).toContain(`${SITE}/fr/ecrans?${utm}`);
    expect(englishTargets).toContain(`${SITE}/en/screens?${utm}`);
    expect(englishTargets.every((url) => url.startsWith(`${SITE}/en/`))).toBe(true);
    expect(frenchTargets.some((url) => url.startsWith(`${SITE}/en/`))).toBe(false);
    const [screens] = clickLinks(mailTo(english[0]!).html).filter(
      (_, index) => englishTargets[index] === `${SITE}/en/screens?${utm}`,
    );
    expect((await get(screens ?? '')).statusCode).toBe(302);
    await t.app.services.campaigns.clicks.settled();
    const report = (await campaignRoute(t, id, 'report')).json();
    const reported = report.clicks.links.map((link: { url: string }) => link.url);
    expect(reported).toEqual([...new Set([...frenchTargets, ...englishTargets])]);
    expect(report.clicks).toMatchObject({ unique: 1, total: 1 });

    // The web version of each language, linked from that language's e-mail.
    const webUrl = (html: string) => /href="([^"]+\/web[^"]*)"/.exec(html)?.[1] ?? '';
    const englishWeb = webUrl(mailTo(english[0]!).html).replace('&amp;', '&');
    expect(englishWeb).toBe(`${SITE}/api/apps/vitrine/newsletter/campaigns/${id}/web?lang=en`);
    expect((await get(englishWeb)).body).toContain('<strong>everyone</strong>');
    const frenchWeb = webUrl(mailTo(french[0]!).html);
    expect(frenchWeb).toBe(`${SITE}/api/apps/vitrine/newsletter/campaigns/${id}/web`);
    expect((await get(frenchWeb)).body).toContain('<strong>à tous</strong>');
  }, 60_000);

  it('refuses to send when the second version’s post cannot head it, naming translation.post_id', async () => {
    const translation = { ...ENGLISH, post_id: 'no-such-post' };
    const id = await createCampaign(t, { ...FRENCH, translation });
    const sent = await campaignRoute(t, id, 'send');
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors).toEqual([
      expect.objectContaining({ field: 'translation.post_id', rule: 'link' }),
    ]);
    expect((await campaignRoute(t, id, 'progress')).json()).toMatchObject({ status: 'draft' });
  });

  it('sends a test e-mail of each version', async () => {
    const id = await createCampaign(t, { ...FRENCH, translation: ENGLISH });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/apps/vitrine/newsletter/campaigns/${id}/test`,
      headers: t.admin,
      payload: {},
    });
    expect(response.json()).toEqual({ queued: 2 });
    const outbox = await t.app.services.store.list(OutboxEmail, {
      filter: { kind: 'newsletter-campaign-test' },
    });
    expect(outbox.map((mail) => [mail.language, mail.subject]).sort()).toEqual([
      ['en', `[Test] ${ENGLISH.subject}`],
      ['fr', `[Test] ${FRENCH.subject}`],
    ]);
  });

  it('sends a campaign without a second version to its language only, as before', async () => {
    smtp.received.length = 0;
    const id = await createCampaign(t, { ...FRENCH, utm_campaign: 'une-langue' });
    expect((await campaignRoute(t, id, 'send')).json()).toMatchObject({
      recipients: french.length,
    });
    await senderOf(t).runOnce();
    expect([...countsByAddress(smtp.received).keys()].sort()).toEqual([...french].sort());
    expect(smtp.received.every((mail) => mail.subject === FRENCH.subject)).toBe(true);
  });

  it('refuses a second version in the campaign’s own language, or without its subject', async () => {
    const same = await t.postEntity(
      'NewsletterCampaign',
      { ...FRENCH, language: 'fr', translation: { ...ENGLISH, language: 'fr' } },
      t.admin,
    );
    expect(same.statusCode).toBe(422);
    expect(JSON.stringify(same.json())).toContain('translation.language');

    const id = await createCampaign(t, FRENCH);
    const updated = await t.app.inject({
      method: 'PUT',
      url: entityUrl(id),
      headers: t.admin,
      payload: { language: 'en', translation: ENGLISH },
    });
    expect(updated.statusCode).toBe(422);
    expect(JSON.stringify(updated.json())).toContain('translation.language');

    const noSubject = { language: ENGLISH.language, content: ENGLISH.content };
    const incomplete = await t.postEntity(
      'NewsletterCampaign',
      { ...FRENCH, translation: noSubject },
      t.admin,
    );
    expect(incomplete.statusCode).toBe(422);
    expect(JSON.stringify(incomplete.json())).toContain('translation');
    // The refused update left the campaign as it was.
    expect((await get(entityUrl(id), t.admin)).json()).toMatchObject({ language: 'fr' });

    // Added, then removed with null: the campaign goes to its language only again.
    const update = (translation: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: entityUrl(id),
        headers: t.admin,
        payload: { translation },
      });
    expect((await update(ENGLISH)).json().translation).toEqual(ENGLISH);
    const removed = await update(null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().translation).toBeUndefined();
  });
});

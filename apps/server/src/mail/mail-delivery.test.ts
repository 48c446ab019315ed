import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableFor } from '../db/table-names';
import type { ReceivedMail } from '../../test/smtp-listener';
import { testDatabases, useTestAppWithSmtp } from '../../test/test-app';

const SITE = 'https://vitrine.example';
const MAIL_ENV = {
  PUBLIC_URL: SITE,
  TEAM_EMAIL: 'equipe@vitrine.example',
  DEMO_SCHEDULING_URL: 'https://rdv.vitrine.example/demo-30',
  PRIVACY_CONTACT_EMAIL: 'vie-privee@vitrine.example',
};
const NB = '\u00a0';

const waitlist = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  company: 'Boulangerie Durand',
  screensCount: '6-20',
  interests: ['analytics'],
  language: 'fr',
};
const contact = {
  name: 'Sam <b>Lee</b>',
  email: 'sam@example.com',
  message: 'Hello & welcome <script>alert(1)</script>\nSecond line',
  language: 'en',
};
const demo = {
  name: 'Léa Martin',
  email: 'lea@entreprise.fr',
  company: 'Martin & Fils',
  phone: '+33 4 72 00 00 00',
  language: 'fr',
};

function privacyNotice(mail: ReceivedMail, language: 'fr' | 'en') {
  const url = language === 'en' ? `${SITE}/en/privacy` : `${SITE}/privacy`;
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Vitrine SAS');
    expect(body).toContain(language === 'en' ? '3 years' : '3 ans');
    expect(body).toContain('vie-privee@vitrine.example');
    expect(body).toContain(url);
  }
}

const linkToken = (text: string, action: string) =>
  new RegExp(`newsletter\\?action=${action}&token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

describe.each(testDatabases())('e-mail through a real SMTP server on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, MAIL_ENV);
  afterEach(() => vi.useRealTimers());

  const api = `/api/apps/vitrine`;
  const newsletter = (action: string, payload: object, query = '') =>
    t.app.inject({ method: 'POST', url: `${api}/newsletter/${action}${query}`, payload });
  const subscribers = async () =>
    (
      await t.app.inject({ method: 'GET', url: `${t.base}/NewsletterSubscriber`, headers: t.admin })
    ).json() as Record<string, unknown>[];
  const mailTo = (address: string) =>
    smtp.received.filter((mail) => mail.recipients.includes(address));

  it('notifies the team and confirms to visitors in their language, with the privacy notice', async () => {
    for (const [entity, payload] of [
      ['WaitlistSubscriber', waitlist],
      ['ContactMessage', contact],
      ['DemoRequest', demo],
      ['NewsletterSubscriber', { email: 'reader@example.com', language: 'en', consent: true }],
    ] as const) {
      expect((await t.postEntity(entity, payload)).statusCode).toBe(201);
    }
    expect(await t.app.services.mail.flush()).toBe(7);
    expect(smtp.received).toHaveLength(7);
    for (const mail of smtp.received) {
      expect(mail.headers.from).toBe('Vitrine <bonjour@vitrine.example>');
      expect(mail.envelopeFrom).toBe('bonjour@vitrine.example');
      expect(mail.headers['auto-submitted']).toBe('auto-generated');
      expect(mail.html).toMatch(/^<!doctype html>/);
    }

    const team = mailTo('equipe@vitrine.example');
    expect(team.map((mail) => mail.subject).sort()).toEqual([
      `Demande de démo${NB}: Léa Martin (Martin & Fils)`,
      `Liste d’attente${NB}: Camille Durand (Boulangerie Durand)`,
      'Nouveau message de Sam <b>Lee</b>',
    ]);
    for (const mail of team) privacyNotice(mail, 'fr');
    const teamContact = team.find((mail) => mail.subject.startsWith('Nouveau message'))!;
    expect(teamContact.headers['reply-to']).toBe('sam@example.com');
    expect(teamContact.text).toContain(
      '> Hello & welcome <script>alert(1)</script>\n> Second line',
    );
    expect(teamContact.html).toContain('Hello &amp; welcome &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(teamContact.html).not.toMatch(/<script|<b>Lee/);
    const teamWaitlist = team.find((mail) => mail.subject.startsWith('Liste'))!;
    expect(teamWaitlist.text).toContain(`Entreprise${NB}: Boulangerie Durand`);
    expect(teamWaitlist.text).toContain(`Intérêts${NB}: statistiques et rapports`);
    const teamDemo = team.find((mail) => mail.subject.startsWith('Demande de démo'))!;
    expect(teamDemo.text).toContain(`Téléphone${NB}: +33 4 72 00 00 00`);

    const [waitlistConfirmation] = mailTo('camille@example.fr');
    expect(waitlistConfirmation!.subject).toBe('Vous êtes sur la liste d’attente de Vitrine');
    expect(waitlistConfirmation!.text).toContain(`Merci de votre inscription${NB}!`);
    expect(waitlistConfirmation!.html).toContain('<html lang="fr">');
    privacyNotice(waitlistConfirmation!, 'fr');

    const [contactConfirmation] = mailTo('sam@example.com');
    expect(contactConfirmation!.subject).toBe('We have received your message');
    expect(contactConfirmation!.text).toContain('Thank you for writing to us');
    // Visitors' own words are never echoed back to the address they typed.
    expect(contactConfirmation!.text).not.toContain('Lee');
    privacyNotice(contactConfirmation!, 'en');

    const [demoConfirmation] = mailTo('lea@entreprise.fr');
    expect(demoConfirmation!.subject).toBe('Réservez votre démo Vitrine de 30 minutes');
    expect(demoConfirmation!.text).toContain('démonstration de 30 minutes');
    expect(demoConfirmation!.text).toContain(
      'Choisir mon créneau\nhttps://rdv.vitrine.example/demo-30',
    );
    expect(demoConfirmation!.html).toContain('href="https://rdv.vitrine.example/demo-30"');
    privacyNotice(demoConfirmation!, 'fr');

    const [optIn] = mailTo('reader@example.com');
    expect(optIn!.subject).toBe('Please confirm your Vitrine newsletter subscription');
    expect(optIn!.text).toContain(`${SITE}/en/newsletter?action=confirm&token=`);
    const unsubscribe = linkToken(optIn!.text, 'unsubscribe');
    expect(optIn!.headers['list-unsubscribe']).toBe(
      `<${SITE}/api/apps/vitrine/newsletter/unsubscribe?token=${unsubscribe}&lang=en>`,
    );
    expect(optIn!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    privacyNotice(optIn!, 'en');

    const outbox = (
      await t.app.inject({ method: 'GET', url: `${t.base}/OutboxEmail`, headers: t.admin })
    ).json() as Record<string, unknown>[];
    expect(outbox).toHaveLength(7);
    for (const email of outbox) {
      expect(email).toMatchObject({ status: 'sent', attempts: 1, sent_date: expect.any(String) });
      expect(email.next_attempt_date).toBeUndefined();
    }
  });

  it('confirms with the e-mailed link, keeps one record on re-subscription, and unsubscribes for real', async () => {
    const [optIn] = mailTo('reader@example.com');
    const confirmToken = linkToken(optIn!.text, 'confirm');
    const unsubscribeToken = linkToken(optIn!.text, 'unsubscribe');
    expect(await subscribers()).toMatchObject([{ email: 'reader@example.com', consent: true }]);
    expect((await subscribers())[0]!.confirmed).toBeUndefined();

    for (let n = 0; n < 2; n += 1) {
      const confirmed = await newsletter('confirm', { token: confirmToken });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ status: 'confirmed' });
    }
    expect(await subscribers()).toMatchObject([{ email: 'reader@example.com', confirmed: true }]);

    // Signing up again the same day: the same answer as a first sign-up, one record, still
    // confirmed, its answers kept, and no second e-mail.
    const signUpAgain = () =>
      t.postEntity('NewsletterSubscriber', {
        email: 'Reader@Example.com',
        language: 'fr',
        consent: true,
      });
    const again = await signUpAgain();
    expect(again.statusCode).toBe(201);
    expect(again.json().confirmed).toBeUndefined();
    expect(await subscribers()).toMatchObject([{ language: 'en', confirmed: true }]);
    expect(await t.app.services.mail.flush()).toBe(0);

    // A day after the last contact: a new opt-in e-mail, in the subscriber's own language.
    await t.database.db
      .updateTable(tableFor('NewsletterSubscriber'))
      .set({ updated_date: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .execute();
    expect((await signUpAgain()).statusCode).toBe(201);
    expect(await t.app.services.mail.flush()).toBe(1);
    const second = mailTo('reader@example.com')[1]!;
    expect(second.subject).toBe('Please confirm your Vitrine newsletter subscription');
    expect(second.text).toContain(`${SITE}/en/newsletter?action=confirm&token=`);
    expect(second.headers['list-unsubscribe']).toContain('lang=en');

    // A GET of the header's address only redirects to the page that asks first.
    const opened = await t.app.inject({
      method: 'GET',
      url: `${api}/newsletter/unsubscribe?token=${unsubscribeToken}&lang=en`,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `${SITE}/en/newsletter?action=unsubscribe&token=${unsubscribeToken}`,
    );
    expect(await subscribers()).toHaveLength(1);

    // RFC 8058 one-click: form-encoded POST, token in the query.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${api}/newsletter/unsubscribe?token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscribers()).toEqual([]);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?to=reader@example.com`,
      headers: t.admin,
    });
    expect(outbox.json()).toEqual([]);
    // The same link again (a provider's retry, a second click): done, as the first time.
    const repeats = [
      await t.app.inject({
        method: 'POST',
        url: `${api}/newsletter/unsubscribe?token=${unsubscribeToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      }),
      await newsletter('unsubscribe', { token: unsubscribeToken }),
    ];
    for (const repeat of repeats) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({ status: 'unsubscribed' });
    }
    // The other links of the erased subscriber were never used: unknown now.
    for (const [action, token] of [
      ['unsubscribe', linkToken(second.text, 'unsubscribe')],
      ['confirm', confirmToken],
    ] as const) {
      const reused = await newsletter(action, { token });
      expect(reused.statusCode).toBe(404);
      expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('takes a one-click unsubscribe only with the body List-Unsubscribe=One-Click (RFC 8058)', async () => {
    await t.postEntity('NewsletterSubscriber', {
      email: 'one-click@example.com',
      language: 'fr',
      consent: true,
    });
    await t.app.services.mail.flush();
    const token = linkToken(mailTo('one-click@example.com')[0]!.text, 'unsubscribe');
    const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
      t.app.inject({
        method: 'POST',
        url: `${api}/newsletter/unsubscribe?token=${token}`,
        headers: contentType ? { 'content-type': contentType } : {},
        payload,
      });
    for (const refused of [await post('List-Unsubscribe=Yes'), await post('anything=at-all')]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(refused.json().message).toContain('List-Unsubscribe=One-Click');
    }
    for (const empty of [await post(''), await post('', '')]) {
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await subscribers()).toMatchObject([{ email: 'one-click@example.com' }]);
    expect((await post('List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect(await subscribers()).toEqual([]);
  });

  it('unsubscribes from the page link (JSON), and refuses unknown, malformed and expired tokens', async () => {
    await t.postEntity('NewsletterSubscriber', {
      email: 'b@example.com',
      language: 'fr',
      consent: true,
    });
    await t.app.services.mail.flush();
    const [mail] = mailTo('b@example.com');
    const unsubscribe = await newsletter('unsubscribe', {
      token: linkToken(mail!.text, 'unsubscribe'),
    });
    expect(unsubscribe.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscribers()).toEqual([]);

    await t.postEntity('NewsletterSubscriber', {
      email: 'c@example.com',
      language: 'fr',
      consent: true,
    });
    await t.app.services.mail.flush();
    const confirmToken = linkToken(mailTo('c@example.com')[0]!.text, 'confirm');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3_600_000 + 60_000);
    const expired = await newsletter('confirm', { token: confirmToken });
    vi.useRealTimers();
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('INVALID_TOKEN');

    expect((await newsletter('confirm', { token: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await newsletter('confirm', { token: 'not a token' })).statusCode).toBe(404);
    expect((await newsletter('confirm', {})).statusCode).toBe(400);
    const formConfirm = await t.app.inject({
      method: 'POST',
      url: `${api}/newsletter/confirm?token=${confirmToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(formConfirm.statusCode).toBe(415);
    expect((await subscribers())[0]!.confirmed).toBeUndefined();
  });
});

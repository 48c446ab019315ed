import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { User } from '@vitrine/contract/entities/user';
import { CampaignPreview } from '@vitrine/contract/newsletter/campaign-api';
import { sql } from 'kysely';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchedData } from '../../db/json-data';
import { tableFor } from '../../db/table-names';
import { phoneJpeg, uploadImage } from '../../uploads/test-support';
import { startSmtpListener, type SmtpListener } from '../../../test/smtp-listener';
import { startTestApp, testDatabases, type TestApp } from '../../../test/test-app';

const SITE = 'https://vitrine.example';
const API = '/api/apps/vitrine/newsletter/campaigns';

const draft = {
  subject: 'Les nouveautés de mars',
  preheader: 'Trois idées pour vos écrans',
  content: 'Bonjour !\n\nDécouvrez **nos nouveautés** sur [le blog](/blog).',
  language: 'fr',
};

const post = (fields: Record<string, unknown> = {}) => ({
  title: 'L’affichage dynamique en 2026',
  excerpt: 'Ce que les commerces en retiennent.',
  slug: `affichage-${Math.random().toString(36).slice(2, 8)}`,
  content: 'Texte',
  category: 'business-tips',
  tags: [],
  read_time: 3,
  published: true,
  language: 'fr',
  featured_image: 'https://images.example.com/cover.jpg',
  ...fields,
});

async function until(condition: () => boolean, what: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe.each(testDatabases())('campaign preview, test send and web version on $name', (db) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let editor: Record<string, string>;
  let campaignId: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    // The outbox worker runs, as in production: a test send arrives by itself.
    t = await startTestApp(db, { SMTP_URL: smtp.url, PUBLIC_URL: SITE });
    const { store, accounts } = t.app.services;
    const user = await store.create(User, { email: 'editor@vitrine.test', role: 'user' });
    await accounts.setPassword(user.id, 'editor-password-123');
    editor = {
      authorization: `Bearer ${await t.login('editor@vitrine.test', 'editor-password-123')}`,
    };
    await store.create(User, { email: 'second-admin@vitrine.test', role: 'admin' });
    await store.create(User, { email: 'gone@vitrine.test', role: 'admin', disabled: true });
    const created = await t.postEntity('NewsletterCampaign', draft, t.admin);
    expect(created.statusCode).toBe(201);
    campaignId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = t.admin,
  ) => t.app.inject({ method, url: `${API}${url}`, payload, headers });

  async function setStatus(id: string, status: string) {
    const { dialect, db: kysely } = t.database;
    await sql`UPDATE ${sql.table(tableFor('NewsletterCampaign'))}
      SET data = ${patchedData(dialect, { status })} WHERE id = ${id}`.execute(kysely);
  }

  it('refuses visitors (401) and non-admins (403) on preview and test', async () => {
    for (const [url, body] of [
      ['/preview', draft],
      [`/${campaignId}/test`, {}],
    ] as const) {
      expect((await call('POST', url, body, {})).statusCode).toBe(401);
      expect((await call('POST', url, body, editor)).statusCode).toBe(403);
    }
  });

  it('previews unsaved fields, with placeholder personal links', async () => {
    const response = await call('POST', '/preview', { ...draft, subject: 'Pas encore enregistré' });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(Value.Errors(CampaignPreview, preview)).toEqual([]);
    expect(preview.subject).toBe('Pas encore enregistré');
    expect(preview.html).toContain('<html lang="fr"');
    expect(preview.html).toContain('<strong>nos nouveautés</strong>');
    const utm = 'utm_source=newsletter&utm_medium=email&utm_campaign=pas-encore-enregistre';
    expect(preview.html).toContain(`href="${SITE}/blog?${utm.replace(/&/g, '&amp;')}"`);
    expect(preview.html).toContain(`${SITE}/newsletter?action=unsubscribe&amp;token=preview`);
    expect(preview.text).toContain(
      `Découvrez nos nouveautés sur le blog (https://vitrine.example/blog?${utm})`,
    );
  });

  it('previews with a published post as a card, and refuses an unusable post (422 post_id)', async () => {
    const { store } = t.app.services;
    const published = await store.create(BlogPost, post());
    const ok = await call('POST', '/preview', { ...draft, post_id: published.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().html).toContain('https://images.example.com/cover.jpg');
    expect(ok.json().html).toContain(`${SITE}/blogpost?slug=${String(published.slug)}`);

    const unpublished = await store.create(BlogPost, post({ published: false }));
    const later = await store.create(
      BlogPost,
      post({ published_date: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    const english = await store.create(BlogPost, post({ language: 'en' }));
    for (const id of ['no-such-post', unpublished.id, later.id, english.id]) {
      const refused = await call('POST', '/preview', { ...draft, post_id: id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'post_id' })]);
    }
  });

  it('shows an uploaded featured image as its JPEG cover crop, and leaves out a WebP', async () => {
    const upload = await uploadImage(t, await phoneJpeg(800, 1400));
    expect(upload.statusCode).toBe(200);
    const { store } = t.app.services;
    const withUpload = await store.create(
      BlogPost,
      post({ featured_image: upload.json().file_url }),
    );
    const html = (await call('POST', '/preview', { ...draft, post_id: withUpload.id })).json().html;
    expect(html).toMatch(
      new RegExp(
        `<img src="${SITE}/uploads/[a-f0-9]{32}-1200x630\\.jpg" alt="[^"]+" width="552" height="290"`,
      ),
    );
    // In the content, the upload is drawn from its JPEG variant near twice the column's width.
    const content = `Voici l’écran :\n\n![Un écran en vitrine](${upload.json().file_url})`;
    const inline = (await call('POST', '/preview', { ...draft, content })).json().html;
    expect(inline).toMatch(
      new RegExp(
        `<img src="${SITE}/uploads/[a-f0-9]{32}-1200\\.jpg" alt="Un écran en vitrine" width="552" height="315"`,
      ),
    );
    const webp = await store.create(
      BlogPost,
      post({ featured_image: 'https://images.example.com/cover.webp' }),
    );
    const withoutImage = (await call('POST', '/preview', { ...draft, post_id: webp.id })).json();
    expect(withoutImage.html).not.toContain('<img');
    expect(withoutImage.html).toContain('Ce que les commerces en retiennent.');
  });

  it('answers 400 for a preview of the wrong shape', async () => {
    const bad = await call('POST', '/preview', { ...draft, language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
  });

  it('sends a test to the caller by default, through the outbox and SMTP', async () => {
    const before = smtp.received.length;
    const response = await call('POST', `/${campaignId}/test`, {});
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: 1 });
    await until(() => smtp.received.length > before, 'the test e-mail');
    const mail = smtp.received.at(-1)!;
    expect(mail.recipients).toEqual(['admin@vitrine.test']);
    expect(mail.subject).toBe('[Test] Les nouveautés de mars');
    expect(mail.html).toContain('<h1');
    expect(mail.text).toContain('Découvrez nos nouveautés');
    const outbox = await t.app.services.store.list(OutboxEmail, {
      filter: { kind: 'newsletter-campaign-test' },
    });
    expect(outbox).toHaveLength(1);
  });

  it('sends a test to other admins only, five at most', async () => {
    const before = smtp.received.length;
    const two = await call('POST', `/${campaignId}/test`, {
      to: ['Second-Admin@vitrine.test', 'admin@vitrine.test'],
    });
    expect(two.statusCode).toBe(202);
    expect(two.json()).toEqual({ queued: 2 });
    await until(() => smtp.received.length >= before + 2, 'two test e-mails');

    for (const to of [['someone@example.com'], ['editor@vitrine.test'], ['gone@vitrine.test']]) {
      const refused = await call('POST', `/${campaignId}/test`, { to });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'to' })]);
    }
    const six = await call('POST', `/${campaignId}/test`, {
      to: ['a@x.fr', 'b@x.fr', 'c@x.fr', 'd@x.fr', 'e@x.fr', 'f@x.fr'],
    });
    expect(six.statusCode).toBe(400);
    expect((await call('POST', '/no-such-campaign/test', {})).statusCode).toBe(404);
  });

  it('serves the web version only once sending has started, without personal links', async () => {
    const web = () => t.app.inject({ method: 'GET', url: `${API}/${campaignId}/web` });
    expect((await web()).statusCode).toBe(404);
    await setStatus(campaignId, 'scheduled');
    expect((await web()).statusCode).toBe(404);
    for (const status of ['sending', 'paused', 'sent', 'canceled']) {
      await setStatus(campaignId, status);
      const page = await web();
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('public, max-age=300');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain('img-src');
      expect(page.body).toContain('<h1');
      expect(page.body).toContain('Les nouveautés de mars');
      expect(page.body).not.toMatch(/action=unsubscribe/);
      expect(page.body).not.toMatch(/<script/i);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/no-such-campaign/web` })).statusCode,
    ).toBe(404);
  });

  it('keeps the web version of a sent campaign whose post was unpublished since, without its card', async () => {
    const { store } = t.app.services;
    const article = await store.create(BlogPost, post({ title: 'Un article bientôt retiré' }));
    const created = await t.postEntity(
      'NewsletterCampaign',
      { ...draft, post_id: article.id },
      t.admin,
    );
    const id = created.json().id;
    await setStatus(id, 'sent');
    const web = () => t.app.inject({ method: 'GET', url: `${API}/${id}/web` });
    expect((await web()).body).toContain('Un article bientôt retiré');
    await store.update(BlogPost, article.id, { published: false });
    const page = await web();
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Un article bientôt retiré');
    expect(page.body).toContain('Les nouveautés de mars');
  });
});

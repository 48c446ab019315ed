import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { campaignRoute, createCampaign, storeSubscribers } from '../../../test/campaign-fixtures';
import { testDatabases, useTestApp, useTestAppWithSmtp } from '../../../test/test-app';

const ROUTES = ['send', 'pause', 'resume', 'cancel', 'progress', 'report'];

describe.each(testDatabases())('campaign rules and bad calls on $name', (testDatabase) => {
  const { t } = useTestAppWithSmtp(testDatabase);
  let userToken: string;
  beforeAll(async () => {
    const user = await t.app.services.store.create(User, {
      email: 'editor@vitrine.test',
      role: 'user',
    });
    await t.app.services.accounts.setPassword(String(user.id), 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
    await storeSubscribers(t.app.services.store, [
      { email: 'lecteur@example.fr', language: 'fr', confirmed: true },
    ]);
  });

  const put = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `${t.base}/NewsletterCampaign/${id}`,
      headers: t.admin,
      payload,
    });
  const stored = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/NewsletterCampaign/${id}`,
        headers: t.admin,
      })
    ).json();

  it('answers 401 to visitors and 403 to users who are not admins, on every route', async () => {
    const id = await createCampaign(t);
    for (const action of ROUTES) {
      expect((await campaignRoute(t, id, action, {})).statusCode).toBe(401);
      const user = await campaignRoute(t, id, action, { authorization: `Bearer ${userToken}` });
      expect(user.statusCode).toBe(403);
    }
    const audience = `/api/apps/vitrine/newsletter/audience?language=fr`;
    expect((await t.app.inject({ method: 'GET', url: audience })).statusCode).toBe(401);
    expect(
      (await t.postEntity('NewsletterCampaign', { subject: 'x', content: 'x', language: 'fr' }))
        .statusCode,
    ).toBe(401);
    expect((await stored(id)).status).toBe('draft');
  });

  it('answers 404 for an unknown campaign and 400 for an audience without a known language', async () => {
    for (const action of ROUTES) {
      const response = await campaignRoute(t, 'no-such-campaign', action);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    for (const query of ['', '?language=de']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/apps/vitrine/newsletter/audience${query}`,
        headers: t.admin,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('never lets an admin write the status or the figures through the entity routes', async () => {
    const created = await t.postEntity(
      'NewsletterCampaign',
      { subject: 'x', content: 'x', language: 'fr', status: 'sent', sent: 5 },
      t.admin,
    );
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'SERVER_MANAGED_FIELD' });
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${t.base}/NewsletterCampaign/bulk`,
      headers: t.admin,
      payload: [{ subject: 'x', content: 'x', language: 'fr', recipients: 3 }],
    });
    expect(bulk.json().code).toBe('SERVER_MANAGED_FIELD');
    // What a new campaign holds anyway is accepted (a form sending the record back).
    const plain = await t.postEntity(
      'NewsletterCampaign',
      { subject: 'x', content: 'x', language: 'fr', status: 'draft', sent: 0, skipped: 0 },
      t.admin,
    );
    expect(plain.statusCode).toBe(201);
    const id = plain.json().id as string;
    const edited = await put(id, { status: 'sending' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().code).toBe('SERVER_MANAGED_FIELD');
    const many = await t.app.inject({
      method: 'PATCH',
      url: `${t.base}/NewsletterCampaign/update-many`,
      headers: t.admin,
      payload: { query: { id }, data: { $set: { status: 'sent' } } },
    });
    expect(many.statusCode).toBe(422);
    expect((await put(id, { subject: 'Nouveau sujet' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'draft', subject: 'Nouveau sujet' });
  });

  it('refuses to send an empty audience, a missing post, or a campaign that is not a draft', async () => {
    const english = await createCampaign(t, { language: 'en' });
    const empty = await campaignRoute(t, english, 'send');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('EMPTY_AUDIENCE');
    const withPost = await createCampaign(t, { post_id: 'no-such-post' });
    const missing = await campaignRoute(t, withPost, 'send');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ field: 'post_id' });
    expect((await stored(withPost)).status).toBe('draft');

    const id = await createCampaign(t);
    expect((await campaignRoute(t, id, 'send')).statusCode).toBe(202);
    const again = await campaignRoute(t, id, 'send');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CAMPAIGN_WRONG_STATE');
    expect((await campaignRoute(t, id, 'resume')).statusCode).toBe(409);
  });

  it('locks a campaign once sending starts, and deletes it (and its recipients) only once stopped', async () => {
    const id = await createCampaign(t);
    await campaignRoute(t, id, 'send');
    const edit = await put(id, { subject: 'Trop tard' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CAMPAIGN_LOCKED');
    const url = `${t.base}/NewsletterCampaign/${id}`;
    const busy = await t.app.inject({ method: 'DELETE', url, headers: t.admin });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('CAMPAIGN_IN_PROGRESS');
    expect((await stored(id)).subject).toBe('Les nouveautés de novembre');

    await campaignRoute(t, id, 'cancel');
    expect((await put(id, { subject: 'Trop tard' })).json().code).toBe('CAMPAIGN_LOCKED');
    expect((await t.app.inject({ method: 'DELETE', url, headers: t.admin })).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .selectAll()
      .where('campaign_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe.each(testDatabases())('campaigns without SMTP on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('refuses to send (the e-mails could only be stored) and leaves the draft as it was', async () => {
    await storeSubscribers(t.app.services.store, [
      { email: 'lecteur@example.fr', language: 'fr', confirmed: true },
    ]);
    const id = await createCampaign(t);
    const response = await campaignRoute(t, id, 'send');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SMTP_NOT_CONFIGURED');
    expect((await campaignRoute(t, id, 'progress')).json()).toMatchObject({ status: 'draft' });
  });
});

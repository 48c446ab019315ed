import { CONTENT_HISTORY_KEPT } from '@vitrine/contract/client/content-history-client';
import { ContentHistory } from '@vitrine/contract/site-content/content-history-api';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createAsAdmin } from '../../test/records';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';
import { CONTENT_HISTORY_TABLE } from './content-history-table';

const EDITOR = { email: 'editor@vitrine.test', password: 'another-long-password' };

const faqItem = (order: number) => ({
  question: { fr: `Question ${order} ?`, en: `Question ${order}?` },
  answer: { fr: 'Réponse.', en: 'Answer.' },
  order,
  visible: true,
});

const plan = {
  key: 'starter',
  prices: { eur: 29, usd: 32 },
  name: { fr: 'Essentiel', en: 'Starter' },
  description: { fr: 'Pour commencer.', en: 'To start with.' },
  features: { fr: ['Un écran'], en: ['One screen'] },
  button_text: { fr: 'Essayer', en: 'Try it' },
  free: false,
  popular: false,
  enterprise: false,
  order: 1,
  visible: true,
};

describe.each(testDatabases())('content history on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const historyUrl = (entity: string, id: string) =>
    `/api/apps/${t.config.appId}/content/history?entity=${entity}&id=${id}`;
  const history = async (entity: string, id: string) => {
    const response = await t.app.inject({ url: historyUrl(entity, id), headers: t.admin });
    expect(response.statusCode).toBe(200);
    expect(Value.Errors(ContentHistory, response.json())).toEqual([]);
    return (response.json() as { history: Record<string, unknown>[] }).history;
  };
  const update = (entity: string, id: string, payload: object, headers = t.admin) =>
    t.app.inject({ method: 'PUT', url: `${t.base}/${entity}/${id}`, headers, payload });
  const rowsOf = async (id: string) =>
    t.database.db
      .selectFrom(CONTENT_HISTORY_TABLE)
      .select('seq')
      .where('record_id', '=', id)
      .execute();

  it('notes who changed which fields and when, newest first, after the creation', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/users/invite-user`,
      headers: t.admin,
      payload: { user_email: EDITOR.email, role: 'admin', password: EDITOR.password },
    });
    expect(invited.statusCode).toBe(201);
    const editor = { authorization: `Bearer ${await t.login(EDITOR.email, EDITOR.password)}` };
    const id = await createAsAdmin(t, 'Plan', plan);
    const priced = await update('Plan', id, {
      prices: { eur: 35, usd: 32 },
      name: { fr: 'Essentiel+', en: 'Starter' },
    });
    expect(priced.statusCode).toBe(200);
    expect((await update('Plan', id, { visible: false }, editor)).statusCode).toBe(200);
    // The same values again change nothing, and are no change in the history.
    expect((await update('Plan', id, { visible: false })).statusCode).toBe(200);
    const entries = await history('Plan', id);
    expect(entries.map(({ action, saved_by, changed }) => [action, saved_by, changed])).toEqual([
      ['updated', EDITOR.email, ['visible']],
      ['updated', ADMIN.email, ['name.fr', 'prices.eur']],
      ['created', ADMIN.email, []],
    ]);
    expect(entries[1]!.saved_at).toBe((priced.json() as { updated_date: string }).updated_date);
  });

  it('notes each record of a bulk update, and nothing of a refused one', async () => {
    const first = await createAsAdmin(t, 'FaqItem', faqItem(1));
    const second = await createAsAdmin(t, 'FaqItem', faqItem(2));
    const reorder = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/FaqItem/bulk`,
      headers: t.admin,
      payload: [
        { id: first, order: 2 },
        { id: second, order: 1 },
      ],
    });
    expect(reorder.statusCode).toBe(200);
    expect((await history('FaqItem', first))[0]).toMatchObject({ changed: ['order'] });
    expect((await history('FaqItem', second))[0]).toMatchObject({ changed: ['order'] });
    const refused = await update('FaqItem', first, { question: { fr: '', en: 'Why?' } });
    expect(refused.statusCode).toBe(422);
    expect(await history('FaqItem', first)).toHaveLength(2);
  });

  it(`keeps the last ${CONTENT_HISTORY_KEPT} changes of a record`, async () => {
    const id = await createAsAdmin(t, 'FaqItem', faqItem(0));
    for (let order = 1; order <= CONTENT_HISTORY_KEPT + 3; order += 1) {
      expect((await update('FaqItem', id, { order })).statusCode).toBe(200);
    }
    const entries = await history('FaqItem', id);
    expect(entries).toHaveLength(CONTENT_HISTORY_KEPT + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'created' });
    const seqs = (await rowsOf(id)).map((row) => Number(row.seq)).sort((a, b) => a - b);
    expect(seqs[0]).toBe(4);
  });

  it('deletes a record’s history with it', async () => {
    const id = await createAsAdmin(t, 'FaqItem', faqItem(5));
    expect((await update('FaqItem', id, { order: 6 })).statusCode).toBe(200);
    expect(await rowsOf(id)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/FaqItem/${id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(id)).toHaveLength(0);
    const gone = await t.app.inject({ url: historyUrl('FaqItem', id), headers: t.admin });
    expect(gone.statusCode).toBe(404);
  });

  it('answers admins only, and 400 for an entity that is not content', async () => {
    const id = await createAsAdmin(t, 'FaqItem', faqItem(7));
    const visitor = await t.app.inject({ url: historyUrl('FaqItem', id) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const entity of ['User', 'Nothing']) {
      const refused = await t.app.inject({ url: historyUrl(entity, id), headers: t.admin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const missing = await t.app.inject({
      url: `/api/apps/${t.config.appId}/content/history?entity=FaqItem`,
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(400);
  });
});

import { OutboxEmail, type OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignRoute, createCampaign } from '../../test/campaign-fixtures';
import { testDatabases, useTestAppWithSmtp } from '../../test/test-app';
import { holdRestoredMail } from '../hold-restored-mail';

const contact = (n: number) => ({
  name: `Sam ${n}`,
  email: `sam${n}@example.com`,
  message: 'Bonjour',
  language: 'fr',
});

describe.each(testDatabases())('e-mails held after a restore on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase);
  let userToken: string;
  const url = () => `/api/apps/${t.config.appId}/outbox/held`;
  const held = (payload: unknown, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'POST', url: url(), payload: payload as object, headers });
  const outbox = async () =>
    (await t.app.services.store.list(OutboxEmail, {
      filter: {},
      sort: [{ field: 'created_date', descending: false }],
    })) as unknown as OutboxEmailRecord[];
  const to = (address: string) =>
    smtp.received.filter((mail) => mail.recipients.includes(address)).length;

  beforeAll(async () => {
    const user = await t.app.services.store.create(User, {
      email: 'editor@vitrine.test',
      role: 'user',
    });
    await t.app.services.accounts.setPassword(user.id, 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
  });

  it('holds pending e-mails: never sent until an admin sends them, once; dropped ones stay listed', async () => {
    for (const n of [1, 2]) {
      expect((await t.postEntity('ContactMessage', contact(n))).statusCode).toBe(201);
    }
    // Four pending: each message's team notification and visitor confirmation.
    expect(await holdRestoredMail(t.database)).toEqual({ emails: 4, campaigns: 0 });
    expect(await t.app.services.mail.flush()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/mail/status`,
      headers: t.admin,
    });
    expect(status.json()).toMatchObject({ pending: 0, held: 4 });
    const rows = await outbox();
    expect(rows.map((row) => [row.status, row.held_reason])).toEqual(
      Array.from({ length: 4 }, () => ['held', 'restored']),
    );

    // The confirmation to sam1 only, by id.
    const sam1 = rows.find((row) => row.to === 'sam1@example.com');
    const send = await held({ action: 'send', ids: [sam1?.id] });
    expect(send.statusCode, send.body).toBe(200);
    expect(send.json()).toEqual({ changed: 1, held: 3 });
    expect(await t.app.services.mail.flush()).toBe(1);
    expect(to('sam1@example.com')).toBe(1);

    // Sending it again changes nothing: it is no longer held.
    expect((await held({ action: 'send', ids: [sam1?.id] })).json()).toEqual({
      changed: 0,
      held: 3,
    });
    const drop = await held({ action: 'drop' });
    expect(drop.json()).toEqual({ changed: 3, held: 0 });
    expect(await t.app.services.mail.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const after = await outbox();
    expect(after.map((row) => row.status).sort()).toEqual([
      'dropped',
      'dropped',
      'dropped',
      'sent',
    ]);
    expect((await held({ action: 'send' })).json()).toEqual({ changed: 0, held: 0 });
  });

  it('is for admins only: 401 for visitors, 403 for users', async () => {
    expect((await held({ action: 'send' }, {})).statusCode).toBe(401);
    const user = await held({ action: 'send' }, { authorization: `Bearer ${userToken}` });
    expect(user.statusCode).toBe(403);
  });

  it.each([
    ['an unknown action', { action: 'resend' }],
    ['no action', { ids: ['a'] }],
    ['an empty list of ids', { action: 'send', ids: [] }],
    ['501 ids', { action: 'drop', ids: Array.from({ length: 501 }, (_, n) => `id${n}`) }],
    ['an id of 65 characters', { action: 'drop', ids: ['x'.repeat(65)] }],
    ['another field', { action: 'drop', all: true }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await held(payload);
    expect(response.statusCode, response.body).toBe(400);
  });

  it('accepts 500 ids', async () => {
    const ids = Array.from({ length: 500 }, (_, n) => `id${n}`);
    expect((await held({ action: 'drop', ids })).json()).toEqual({ changed: 0, held: 0 });
  });

  it('pauses sending campaigns as restored; resuming clears it', async () => {
    const id = await createCampaign(t);
    const state = t.app.services.campaigns.state;
    expect(await state.move(id, ['draft'], { status: 'sending' })).toBe(true);
    expect(await holdRestoredMail(t.database)).toEqual({ emails: 0, campaigns: 1 });
    const paused = (await state.get(id)) as NewsletterCampaignRecord;
    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'restored' });
    expect(paused.last_error).toMatch(/restored from a backup/);
    const resumed = await campaignRoute(t, id, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'sending' });
    expect(resumed.json()).not.toHaveProperty('paused_reason');
    expect(resumed.json()).not.toHaveProperty('last_error');
  });
});

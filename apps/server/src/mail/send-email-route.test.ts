import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp, useTestAppWithSmtp } from '../../test/test-app';

const PATH = '/api/apps/vitrine/integration-endpoints/Core/SendEmail';
const message = { to: 'Client@Example.fr', subject: 'Votre démo', body: 'Bonjour,\n\nÀ bientôt.' };

describe.each(testDatabases())('integrations.Core.SendEmail on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase);
  let userToken: string;
  beforeAll(async () => {
    const user = await t.app.services.store.create(User, {
      email: 'editor@vitrine.test',
      role: 'user',
    });
    await t.app.services.accounts.setPassword(user.id, 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
  });

  const send = (payload: unknown, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'POST', url: PATH, payload: payload as object, headers });
  const outboxCount = () => t.app.services.store.count(OutboxEmail, {});

  it('queues an admin’s e-mail in the outbox and sends it as plain text, From the site’s address', async () => {
    const response = await send({ ...message, from_name: 'Camille de Vitrine' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, id: expect.any(String), status: 'pending' });
    const stored = await t.app.services.store.get(OutboxEmail, answer.id);
    expect(stored).toMatchObject({
      to: 'client@example.fr',
      subject: 'Votre démo',
      text: 'Bonjour,\n\nÀ bientôt.',
      from_name: 'Camille de Vitrine',
      kind: 'admin-message',
      status: 'pending',
      created_by: 'admin@vitrine.test',
    });
    expect(stored).not.toHaveProperty('html');

    expect(await t.app.services.mail.flush()).toBe(1);
    const [mail] = smtp.received.filter((item) => item.recipients.includes('client@example.fr'));
    expect(mail?.headers.from).toBe('Camille de Vitrine <bonjour@vitrine.example>');
    expect(mail?.envelopeFrom).toBe('bonjour@vitrine.example');
    expect(mail?.subject).toBe('Votre démo');
    expect(mail?.text.trim()).toBe('Bonjour,\n\nÀ bientôt.');
    expect(mail?.html).toBe('');
  });

  it('sends From MAIL_FROM unchanged without from_name', async () => {
    const response = await send({ ...message, to: 'second@example.fr' });
    expect(response.statusCode).toBe(200);
    await t.app.services.mail.flush();
    const [mail] = smtp.received.filter((item) => item.recipients.includes('second@example.fr'));
    expect(mail?.headers.from).toBe('Vitrine <bonjour@vitrine.example>');
  });

  it('is never a relay: 401 for visitors and expired sessions, 403 for non-admins, nothing queued', async () => {
    const before = await outboxCount();
    const visitor = await send(message, {});
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const stale = await send(message, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect([stale.statusCode, stale.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const user = await send(message, { authorization: `Bearer ${userToken}` });
    expect([user.statusCode, user.json().code]).toEqual([403, 'FORBIDDEN']);
    // Refused before the body is read: an invalid body changes nothing for a visitor.
    const broken = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['no recipient', { subject: 's', body: 'b' }, ['to']],
    ['two recipients', { ...message, to: 'a@example.fr, b@example.fr' }, ['to']],
    ['a list of recipients', { ...message, to: ['a@example.fr', 'b@example.fr'] }, ['to']],
    ['a named recipient', { ...message, to: 'Ana <ana@example.fr>' }, ['to']],
    ['a recipient with a control character', { ...message, to: 'a\u0007b@example.fr' }, ['to']],
    [
      'an empty subject and body',
      { to: 'a@example.fr', subject: ' ', body: '' },
      ['subject', 'body'],
    ],
    [
      'a subject on two lines',
      { ...message, subject: 'Hello\r\nBcc: x@evil.example' },
      ['subject'],
    ],
    ['a subject with a tab', { ...message, subject: 'Hello\tthere' }, ['subject']],
    ['a subject too long', { ...message, subject: 's'.repeat(301) }, ['subject']],
    ['a body too long', { ...message, body: 'b'.repeat(50_001) }, ['body']],
    ['a body that is not text', { ...message, body: { html: '<b>x</b>' } }, ['body']],
    [
      'a from_name on two lines',
      { ...message, from_name: 'Ana\nBcc: x@evil.example' },
      ['from_name'],
    ],
    ['a from_name too long', { ...message, from_name: 'n'.repeat(101) }, ['from_name']],
    ['an unknown parameter', { ...message, cc: 'x@evil.example' }, ['cc']],
  ])('refuses %s with a 422 naming the fields, queuing nothing', async (_name, payload, fields) => {
    const before = await outboxCount();
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect([...new Set(body.errors.map((issue: { field: string }) => issue.field))]).toEqual(
      fields,
    );
    for (const field of fields) expect(body.message).toContain(field);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a body that is not a JSON object, and multipart, with a 4xx', async () => {
    for (const payload of [[message], 'text', null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: PATH,
        payload: JSON.stringify(payload),
        headers: { ...t.admin, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(message)) form.append(key, value);
    const multipart = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: Buffer.from(await multipart.arrayBuffer()),
      headers: { ...t.admin, 'content-type': multipart.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe.each(testDatabases())('SendEmail without SMTP on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('keeps the e-mail as stored, for admins to read, and says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: message,
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    const { id, status } = response.json();
    expect(status).toBe('stored');
    expect(await t.app.services.store.get(OutboxEmail, id)).toMatchObject({ status: 'stored' });
  });
});

import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../test/audit-events';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('audit trail of the team’s actions on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const api = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: t.admin });
  const adminEvent = { actor_email: ADMIN.email, actor_id: expect.any(String) };

  it('records an invitation, role changes, disabling, enabling and deleting an account', async () => {
    const invited = await api('POST', `/api/apps/${t.config.appId}/users/invite-user`, {
      user_email: 'Writer@Example.com',
      role: 'contributor',
    });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().user.id as string;
    const [invitation] = await auditEvents(t, { action: 'user.invited', target_id: id });
    expect(invitation).toMatchObject({
      ...adminEvent,
      target_entity: 'User',
      summary: 'Invited writer@example.com as contributor',
    });

    expect((await api('PUT', `${t.base}/User/${id}`, { role: 'editor' })).statusCode).toBe(200);
    expect((await api('PUT', `${t.base}/User/${id}`, { disabled: true })).statusCode).toBe(200);
    const bulk = await api('PUT', `${t.base}/User/bulk`, [{ id, disabled: false, role: 'sales' }]);
    expect(bulk.statusCode).toBe(200);
    const changes = await auditEvents(t, { target_id: id, action: { $ne: 'user.invited' } });
    expect(changes.map((row) => [row.action, row.summary]).reverse()).toEqual([
      ['user.role-changed', 'writer@example.com: role contributor → editor'],
      ['user.disabled', 'writer@example.com disabled'],
      ['user.role-changed', 'writer@example.com: role editor → sales'],
      ['user.enabled', 'writer@example.com enabled'],
    ]);
    expect(changes.every((row) => row.actor_email === ADMIN.email)).toBe(true);

    expect((await api('DELETE', `${t.base}/User/${id}`)).statusCode).toBe(200);
    const [deleted] = await auditEvents(t, { action: 'user.deleted', target_id: id });
    expect(deleted).toMatchObject({
      ...adminEvent,
      summary: 'writer@example.com deleted (role sales)',
    });
    expect(await auditEvents(t, { action: 'record.deleted', target_entity: 'User' })).toEqual([]);
  });

  it('records an account created through the entity API as let in', async () => {
    const created = await api('POST', `${t.base}/User`, {
      email: 'direct@example.com',
      role: 'editor',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await auditEvents(t, { action: 'user.invited', target_id: created.json().id });
    expect(row).toMatchObject({
      ...adminEvent,
      summary: 'Created the account direct@example.com as editor',
    });
  });

  it('records nothing for a change refused in its transaction (the last admin)', async () => {
    const [admin] = (
      await api(
        'GET',
        `${t.base}/User?q=${encodeURIComponent(JSON.stringify({ email: ADMIN.email }))}`,
      )
    ).json();
    const before = await auditEvents(t, { target_id: admin.id });
    const refused = await api('PUT', `${t.base}/User/${admin.id}`, { role: 'editor' });
    expect(refused.statusCode).toBe(409);
    expect(await auditEvents(t, { target_id: admin.id })).toEqual(before);
  });

  it('records deletions through the entity API, single and by filter, with how many', async () => {
    const message = { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', language: 'fr' };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await t.postEntity('ContactMessage', message)).json().id);
    expect((await api('DELETE', `${t.base}/ContactMessage/${ids[0]}`)).statusCode).toBe(200);
    const [one] = await auditEvents(t, { action: 'record.deleted', target_id: ids[0] });
    expect(one).toMatchObject({
      ...adminEvent,
      target_entity: 'ContactMessage',
      summary: `Deleted ContactMessage ${ids[0]}`,
    });
    const many = await api('DELETE', `${t.base}/ContactMessage`, { email: 'lea@example.fr' });
    expect(many.json()).toEqual({ success: true, deleted: 2 });
    const [byFilter] = await auditEvents(t, { action: 'record.deleted', target_id: null });
    expect(byFilter).toMatchObject({
      ...adminEvent,
      summary: 'Deleted 2 ContactMessage records, filter {"email":"lea@example.fr"}',
    });
  });

  it('records exports of leads with the entity, row count and filter, and not of other entities', async () => {
    for (const name of ['Ana', 'Bo', 'Cy']) {
      const lead = {
        name,
        email: `${name.toLowerCase()}@example.com`,
        company: 'Acme',
        language: 'en',
      };
      expect((await t.postEntity('DemoRequest', lead)).statusCode).toBe(201);
    }
    const q = encodeURIComponent(JSON.stringify({ company: 'Acme' }));
    expect((await api('GET', `${t.base}/DemoRequest/export?q=${q}`)).statusCode).toBe(200);
    const [row] = await auditEvents(t, { action: 'lead.exported' });
    expect(row).toMatchObject({
      ...adminEvent,
      target_entity: 'DemoRequest',
      summary: 'Exported 3 DemoRequest records (csv), filter {"company":"Acme"}',
    });
    expect((await api('GET', `${t.base}/FaqItem/export`)).statusCode).toBe(200);
    expect(await auditEvents(t, { action: 'lead.exported', target_entity: 'FaqItem' })).toEqual([]);
  });

  it('records an import of leads with how many', async () => {
    const form = new FormData();
    const csv =
      'firstName,lastName,email,company,language\nMia,Lee,mia@example.com,Acme,en\nNoé,Roy,noe@example.fr,Roy,fr\n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'fair.csv');
    const body = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber/import`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { ...t.admin, 'content-type': body.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await auditEvents(t, { action: 'lead.imported' });
    expect(row).toMatchObject({
      ...adminEvent,
      target_entity: 'WaitlistSubscriber',
      summary: 'Imported 2 WaitlistSubscriber records from fair.csv',
    });
  });

  it('records an erasure with its counts, never the erased address', async () => {
    const message = { name: 'Inès', email: 'ines@example.fr', message: 'Bonjour', language: 'fr' };
    expect((await t.postEntity('ContactMessage', message)).statusCode).toBe(201);
    const erased = await api('POST', `/api/apps/${t.config.appId}/privacy/erase`, {
      email: 'ines@example.fr',
    });
    expect(erased.statusCode).toBe(200);
    const [row] = await auditEvents(t, { action: 'privacy.erased' });
    expect(row).toMatchObject({ ...adminEvent });
    expect(row?.summary).toContain('1 ContactMessage');
    expect(JSON.stringify(row)).not.toContain('ines@');
  });
});

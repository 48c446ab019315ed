import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@vitrine/contract/entities/user';
import { blogPostRecord } from '../../test/records';
import { signInTeam } from '../../test/team';
import { subscribe, until } from '../../test/realtime-client';
import { testDatabases, useTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';

const postgres = testDatabases().find((database) => database.name === 'postgres');

// Two instances on one PostgreSQL schema, in one process: nothing shared but the database.
describe.skipIf(!postgres)('realtime across two instances on PostgreSQL', () => {
  const t = useTestApp(postgres!);
  let b: Awaited<ReturnType<typeof buildApp>>;
  let closeB: () => Promise<void>;
  let urlB: string;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const database = openDatabase(t.config.databaseUrl);
    b = await buildApp(t.config, database, { web: false, logger: false });
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
    closeB = async () => {
      await b.close();
      await database.close();
    };
  });
  afterAll(async () => {
    for (const subscription of open) subscription.close();
    await closeB?.();
  });

  const joinedOnB = async (entity: string, token?: string) => {
    const before = b.realtime.hub.members(entity);
    const subscription = await subscribe(urlB, t.config.appId, entity, token);
    open.push(subscription);
    await until(() => b.realtime.hub.members(entity) > before, `the join of ${entity} on B`);
    return subscription;
  };

  it('sends a lead written on A to an admin subscribed on B', async () => {
    const { received } = await joinedOnB('ContactMessage', t.adminToken);
    const { store } = t.app.services;
    const lead = await store.create(ContactMessage, {
      name: 'Across',
      email: 'across@example.com',
      message: 'Bonjour',
      language: 'fr',
    });
    // The records travel with the notices, so B sends each state as committed, in order.
    await store.update(ContactMessage, lead.id, { status: 'answered' });
    await store.delete(ContactMessage, lead.id);
    await until(() => received.length === 3, 'three events on B');
    expect(received.map((event) => [event.type, event.id, event.data.status])).toEqual([
      ['create', lead.id, 'new'],
      ['update', lead.id, 'answered'],
      ['delete', lead.id, undefined],
    ]);
  });

  it('sends a visitor on B published posts written on A, and no draft', async () => {
    const { received } = await joinedOnB('BlogPost');
    const { store } = t.app.services;
    const published_date = new Date(Date.now() - 1000).toISOString();
    const draft = await store.create(
      BlogPost,
      blogPostRecord('across-draft', { published: false }),
    );
    await store.update(BlogPost, draft.id, { published: true, published_date });
    await store.update(BlogPost, draft.id, { published: false });
    await until(() => received.length === 2, 'two post events on B');
    expect(received.map((event) => [event.type, event.id])).toEqual([
      ['create', draft.id],
      ['delete', draft.id],
    ]);
    expect(received[0]?.data).not.toHaveProperty('created_by');
  });

  it('applies a role changed on A to the connections on B at once', async () => {
    const team = await signInTeam(t, 'across');
    const token = team.headers.sales!.authorization!.replace('Bearer ', '');
    const before = b.realtime.hub.members('ContactMessage');
    await joinedOnB('ContactMessage', token);
    expect(b.realtime.hub.members('ContactMessage')).toBe(before + 1);
    await t.app.services.store.update(User, team.ids.sales!, { role: 'user' });
    await until(() => b.realtime.hub.members('ContactMessage') === before, 'the room left on B');
  });
});

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { User } from '@vitrine/contract/entities/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord } from '../../test/records';
import { connectOrRefusal, rawSocket, subscribe, until } from '../../test/realtime-client';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

const tokenOf = (headers: Record<string, string> | undefined) =>
  (headers?.authorization ?? '').replace('Bearer ', '');

describe.each(testDatabases())('who hears what in realtime on $name', (testDatabase) => {
  // The default recheck (a minute): a role change must apply without it.
  const t = useTestApp(testDatabase);
  let serverUrl: string;
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    team = await signInTeam(t, 'rt');
  });
  afterAll(() => {
    for (const subscription of open) subscription.close();
  });
  const joined = async (entity: string, token?: string) => {
    const before = t.app.realtime.hub.members(entity);
    const subscription = await subscribe(serverUrl, t.config.appId, entity, token);
    open.push(subscription);
    await until(() => t.app.realtime.hub.members(entity) > before, `the join of ${entity}`);
    return subscription;
  };

  it("gives a contributor their own posts only, an editor everyone's", async () => {
    const contributor = await joined('BlogPost', tokenOf(team.headers.contributor));
    const editor = await joined('BlogPost', tokenOf(team.headers.editor));
    const { store } = t.app.services;
    const draft = (slug: string) => blogPostRecord(slug, { published: false });
    const theirs = await store.create(BlogPost, draft('rt-theirs'), {
      createdBy: team.emails.author,
    });
    const mine = await store.create(BlogPost, draft('rt-mine'), {
      createdBy: team.emails.contributor,
    });
    await store.update(BlogPost, theirs.id, { published: true });
    await until(() => editor.received.length === 3, "the editor's three events");
    expect(contributor.received.map((event) => [event.type, event.id])).toEqual([
      ['create', mine.id],
    ]);
    expect(contributor.received[0]?.data.created_by).toBe(team.emails.contributor);
  });

  it('refuses sales a room of posts, and stops sending leads to a user whose role changes', async () => {
    const refused = rawSocket(serverUrl, {
      app_id: t.config.appId,
      token: tokenOf(team.headers.user),
    });
    expect(await connectOrRefusal(refused)).toEqual({ connected: true });
    const error = new Promise((resolve) => refused.once('error', resolve));
    refused.emit('join', `entities:${t.config.appId}:ContactMessage`);
    expect(await error).toMatchObject({ code: 'ROOM_FORBIDDEN' });
    refused.close();

    const sales = await joined('ContactMessage', tokenOf(team.headers.sales));
    const { store } = t.app.services;
    const lead = { email: 'rt@example.com', message: 'Bonjour', language: 'fr' };
    await store.create(ContactMessage, { ...lead, name: 'Before' });
    await until(() => sales.received.length === 1, 'the first lead');
    await store.update(User, team.ids.sales!, { role: 'user' });
    await until(() => t.app.realtime.hub.members('ContactMessage') === 0, 'the room left');
    await store.create(ContactMessage, { ...lead, name: 'After' });
    // Told to nobody: an admin's subscription made now hears only what follows.
    const admin = await joined('ContactMessage', t.adminToken);
    await store.create(ContactMessage, { ...lead, name: 'Later' });
    await until(() => admin.received.length === 1, "the admin's lead");
    expect(sales.received.map((event) => event.data.name)).toEqual(['Before']);
  });
});

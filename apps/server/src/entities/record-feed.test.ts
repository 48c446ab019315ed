import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import type { RecordsChanged } from './entity-lifecycle';

describe.each(testDatabases())('the record feed on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const seen: RecordsChanged[] = [];
  let listening = false;
  const listen = () => {
    seen.length = 0;
    if (listening) return;
    listening = true;
    t.app.services.store.onRecords((change) => {
      if (change.entity === ContactMessage.name) seen.push(change);
    });
  };
  afterEach(() => {
    seen.length = 0;
  });
  const summary = () =>
    seen.map(({ type, records, before }) => [
      type,
      records.map((record) => record.name),
      before.map((record) => record.name),
    ]);
  const message = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: 'Bonjour',
    language: 'fr',
  });

  it('tells creates, updates and deletes once committed, with the records', async () => {
    listen();
    const { store } = t.app.services;
    const anna = await store.create(ContactMessage, message('Anna'));
    const [bob, cleo] = await store.createMany(ContactMessage, [message('Bob'), message('Cleo')]);
    await store.update(ContactMessage, anna.id, { name: 'Annabel' });
    await store.updateMany(ContactMessage, [{ id: bob!.id, patch: { status: 'answered' } }]);
    await store.delete(ContactMessage, cleo!.id);
    expect(summary()).toEqual([
      ['create', ['Anna'], []],
      ['create', ['Bob', 'Cleo'], []],
      ['update', ['Annabel'], ['Anna']],
      ['update', ['Bob'], ['Bob']],
      ['delete', ['Cleo'], ['Cleo']],
    ]);
    expect(seen[3]?.records[0]?.status).toBe('answered');
  });

  it('tells nothing of a write that fails or a delete rolled back', async () => {
    listen();
    const { store } = t.app.services;
    await expect(store.update(ContactMessage, 'no-such-id', { name: 'X' })).resolves.toBe(
      undefined,
    );
    await expect(
      store.createMany(ContactMessage, [message('Dan'), { ...message('Eve'), email: 'nope' }]),
    ).rejects.toThrow();
    const kept = await store.create(ContactMessage, message('Fay'));
    seen.length = 0;
    await expect(
      store.transaction([ContactMessage], async (trx) => {
        await store.deleteIn(trx, ContactMessage, { id: kept.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
    expect(await store.get(ContactMessage, kept.id)).toBeDefined();
  });

  it('survives a listener that throws', async () => {
    listen();
    const { store } = t.app.services;
    store.onRecords(() => {
      throw new Error('listener failed');
    });
    const record = await store.create(ContactMessage, message('Gus'));
    expect(record.name).toBe('Gus');
    expect(summary()).toEqual([['create', ['Gus'], []]]);
  });
});

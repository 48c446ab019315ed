import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse, parseUrl } from '../../test/test-doubles';

const BASE = '/api/apps/app-1/entities/WaitlistSubscriber';

function setup(answer: unknown = {}, status = 200) {
  const fake = createFakeFetch(() => jsonResponse(answer, status));
  const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
  return { client, calls: fake.calls, entity: client.entities.WaitlistSubscriber };
}

const input = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  language: 'en' as const,
};

describe('entity handler', () => {
  it('list sends only the given query params, fields comma-joined', async () => {
    const { entity, calls } = setup([{ id: 'a' }]);
    await expect(entity.list()).resolves.toEqual([{ id: 'a' }]);
    await entity.list('-created_date', 20, 40, ['email', 'company']);
    await entity.list(undefined, 5);

    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET', 'GET']);
    expect(calls[0]!.url).toBe(BASE);
    expect(parseUrl(calls[1]!.url)).toEqual({
      pathname: BASE,
      query: { sort: '-created_date', limit: '20', skip: '40', fields: 'email,company' },
    });
    expect(parseUrl(calls[2]!.url).query).toEqual({ limit: '5' });
  });

  it('filter adds q as the JSON of the query', async () => {
    const { entity, calls } = setup([]);
    const query = { language: 'en', score: { $gte: 5 }, name: 'a b+c&d' };
    await entity.filter(query, '-created_date', 4);

    const { pathname, query: params } = parseUrl(calls[0]!.url);
    expect(pathname).toBe(BASE);
    expect(params).toEqual({ q: JSON.stringify(query), sort: '-created_date', limit: '4' });
    expect(calls[0]!.body).toBeUndefined();
  });

  it('get encodes the id', async () => {
    const { entity, calls } = setup({ id: 'a/b c' });
    await expect(entity.get('a/b c')).resolves.toEqual({ id: 'a/b c' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}/a%2Fb%20c` });
  });

  it('create posts the input as JSON and resolves with the record', async () => {
    const record = { ...input, id: 'r1', created_date: 'x', updated_date: 'x', created_by: null };
    const { entity, calls } = setup(record, 201);
    await expect(entity.create(input)).resolves.toEqual(record);
    expect(calls[0]).toMatchObject({ method: 'POST', url: BASE, body: JSON.stringify(input) });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('update puts the partial to the record path', async () => {
    const { entity, calls } = setup({ id: 'r1' });
    await entity.update('r1', { company: 'New' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `${BASE}/r1`,
      body: '{"company":"New"}',
    });
  });

  it('delete and deleteMany use DELETE, deleteMany with the query as body', async () => {
    const { entity, calls } = setup({ success: true, deleted: 2 });
    await entity.delete('r1');
    await expect(entity.deleteMany({ language: 'fr' })).resolves.toEqual({
      success: true,
      deleted: 2,
    });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${BASE}/r1`, body: undefined });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: BASE, body: '{"language":"fr"}' });
  });

  it('bulkCreate posts and bulkUpdate puts arrays to /bulk', async () => {
    const { entity, calls } = setup([]);
    await entity.bulkCreate([input]);
    await entity.bulkUpdate([{ id: 'r1', company: 'X' }]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/bulk`,
      body: JSON.stringify([input]),
    });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: `${BASE}/bulk`,
      body: '[{"id":"r1","company":"X"}]',
    });
  });

  it('updateMany patches /update-many with {query, data}', async () => {
    const { entity, calls } = setup({ success: true, updated: 3, has_more: false });
    const result = await entity.updateMany({ language: 'fr' }, { $set: { role: 'x' } });
    expect(result).toEqual({ success: true, updated: 3, has_more: false });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/update-many`,
      body: '{"query":{"language":"fr"},"data":{"$set":{"role":"x"}}}',
    });
  });

  it('count resolves with the number and sends q only when given', async () => {
    const { entity, calls } = setup({ count: 7 });
    await expect(entity.count()).resolves.toBe(7);
    await expect(entity.count({ language: 'en' })).resolves.toBe(7);
    expect(calls[0]!.url).toBe(`${BASE}/count`);
    expect(parseUrl(calls[1]!.url).query).toEqual({ q: '{"language":"en"}' });
  });

  it('importEntities posts multipart with the file field and no JSON content type', async () => {
    const { entity, calls } = setup({ status: 'success', details: null, output: [] });
    const file = new Blob(['email\nada@example.com'], { type: 'text/csv' });
    await entity.importEntities(file, 'people.csv');

    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/import` });
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
    const form = calls[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const part = form.get('file') as File;
    expect(part.name).toBe('people.csv');
    expect(await part.text()).toBe('email\nada@example.com');
  });
});

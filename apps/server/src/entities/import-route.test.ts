import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

async function multipart(content: string, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe.each(testDatabases())('import on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const importFile = async (
    entity: string,
    content: string,
    filename: string,
    type = 'text/csv',
  ) => {
    const { payload, contentType } = await multipart(content, filename, type);
    return t.app.inject({
      method: 'POST',
      url: `${t.base}/${entity}/import`,
      payload,
      headers: { ...t.admin, 'content-type': contentType },
    });
  };
  const count = async (entity: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${t.base}/${entity}/count`, headers: t.admin })
    ).json().count;

  it('imports a CSV with quotes, accents, a BOM, semicolons and list fields', async () => {
    const csv =
      '\uFEFFfirstName;lastName;email;company;interests;language;id\n' +
      'Zoé;Martin;ZOE@example.fr;"Café ""Le Zinc""; Lyon";ai-content|analytics;fr;ignored-id\n' +
      'Tom;Lee;tom@example.com;Acme;;en;\n';
    const response = await importFile('WaitlistSubscriber', csv, 'waitlist.csv');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      details: 'Imported 2 records',
      output: [expect.any(Object), expect.any(Object)],
    });
    const [zoe] = (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/WaitlistSubscriber?email=zoe@example.fr`,
        headers: t.admin,
      })
    ).json();
    expect(zoe).toMatchObject({
      firstName: 'Zoé',
      company: 'Café "Le Zinc"; Lyon',
      interests: ['ai-content', 'analytics'],
    });
    expect(zoe.id).not.toBe('ignored-id');
    // The created records, as stored, in the file's order (what `@base44/sdk` types as output).
    expect(body.output[0]).toEqual(zoe);
    expect(body.output[1]).toMatchObject({ firstName: 'Tom', email: 'tom@example.com' });
  });

  it('imports a JSON file', async () => {
    const posts = [1, 2].map((n) => ({
      title: `Post ${n}`,
      excerpt: 'Résumé',
      slug: `post-${n}`,
      content: 'Texte',
      category: 'tutorials',
      tags: ['a'],
      read_time: 2,
      published: true,
      language: 'fr',
    }));
    const response = await importFile(
      'BlogPost',
      JSON.stringify(posts),
      'posts.json',
      'application/json',
    );
    const { output } = response.json();
    expect(output.map((record: { slug: string }) => record.slug)).toEqual(['post-1', 'post-2']);
    expect(output[0]).toMatchObject({ id: expect.any(String), created_date: expect.any(String) });
  });

  it('imports nothing when one row is bad, and reports each rejected row with reasons', async () => {
    const before = await count('WaitlistSubscriber');
    const csv =
      'firstName,lastName,email,company,language\nAna,Lopez,ana@example.com,Acme,en\n,Doe,not-an-email,Acme,en\nBob,Ray,bob@example.com,Acme,de\n';
    const response = await importFile('WaitlistSubscriber', csv, 'waitlist.csv');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', output: null });
    expect(body.rejected).toEqual([
      {
        row: 2,
        errors: [
          { field: 'firstName', message: 'firstName is required' },
          { field: 'email', message: 'email must be a valid email address' },
        ],
      },
      { row: 3, errors: [{ field: 'language', message: 'language must be one of: fr, en' }] },
    ]);
    expect(await count('WaitlistSubscriber')).toBe(before);
  });

  it('refuses a file that cannot be read', async () => {
    expect(
      (await importFile('BlogPost', '{"not":"a list"}', 'x.json', 'application/json')).statusCode,
    ).toBe(400);
    expect(
      (await importFile('WaitlistSubscriber', 'firstName\n"unclosed', 'x.csv')).statusCode,
    ).toBe(400);
    expect((await importFile('WaitlistSubscriber', '', 'x.csv')).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost/import`,
      payload: [],
      headers: t.admin,
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});

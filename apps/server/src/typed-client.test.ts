import { ApiError } from '@vitrine/contract/client/api-error';
import { createApiClient } from '@vitrine/contract/client/create-api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SAMPLES } from '../test/image-samples';
import { ADMIN, testDatabases, useTestApp } from '../test/test-app';

/** The web app's own typed client against the real server, over real HTTP. */
describe.each(testDatabases())('typed client against the server on $name', (testDatabase) => {
  let serverUrl: string;
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const client = () => createApiClient({ appId: t.config.appId, serverUrl });

  it('signs a visitor up and shows them only the published blog', async () => {
    const visitor = client();
    const record = await visitor.entities.WaitlistSubscriber.create({
      firstName: 'Inès',
      lastName: 'Roux',
      email: 'INES@example.fr',
      company: 'Roux & fils',
      language: 'fr',
      interests: ['scheduling'],
    });
    expect(record).toMatchObject({
      email: 'ines@example.fr',
      interests: ['scheduling'],
      id: expect.any(String),
    });
    const admin = client();
    await admin.auth.loginViaEmailPassword(ADMIN.email, ADMIN.password);
    const base = {
      excerpt: 'x',
      content: 'x',
      category: 'tutorials' as const,
      tags: [],
      read_time: 2,
      language: 'fr' as const,
    };
    await admin.entities.BlogPost.bulkCreate([
      { ...base, title: 'Publié', slug: 'publie', published: true },
      { ...base, title: 'Brouillon', slug: 'brouillon', published: false },
    ]);
    const posts = await visitor.entities.BlogPost.filter({ language: 'fr' }, '-created_date', 10);
    expect(posts.map((post) => post.slug)).toEqual(['publie']);
    expect(await admin.entities.BlogPost.count({ language: 'fr' })).toBe(2);
    expect((await admin.auth.me()).email).toBe(ADMIN.email);
    await admin.auth.logout();
    await expect(admin.auth.me()).rejects.toMatchObject({ status: 401 });
  });

  it('maps the server’s errors: 422 with the failing fields, 401, 404', async () => {
    const error = await client()
      .entities.WaitlistSubscriber.create({
        firstName: '',
        lastName: 'R',
        email: 'nope',
        company: 'C',
        language: 'fr',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect((error as ApiError).issues?.map((issue) => issue.field).sort()).toEqual([
      'email',
      'firstName',
    ]);
    await expect(client().entities.ContactMessage.list()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    await expect(client().entities.BlogPost.get('000000000000000000000000')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  const signedInAdmin = async () => {
    const admin = client();
    await admin.auth.loginViaEmailPassword(ADMIN.email, ADMIN.password);
    return admin;
  };

  it('uploads an image with Core.UploadFile and serves it at the answered URL', async () => {
    const admin = await signedInAdmin();
    const file = new File([IMAGE_SAMPLES.webp], 'cover.png', { type: 'image/png' });
    const { file_url: fileUrl } = await admin.integrations.Core.UploadFile({ file });
    expect(fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await fetch(`${serverUrl}${fileUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(IMAGE_SAMPLES.webp)).toBe(true);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg');
    await expect(admin.integrations.Core.UploadFile({ file: svg })).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    await expect(client().integrations.Core.UploadFile({ file })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('invites a user who then chooses a password through the link', async () => {
    const admin = await signedInAdmin();
    const invited = await admin.users.inviteUser('chloe@example.fr', 'user', {
      full_name: 'Chloé',
    });
    expect(invited.user).toMatchObject({ email: 'chloe@example.fr', role: 'user' });
    const token = new URL(invited.set_password_url!).searchParams.get('set_password')!;
    const newcomer = client();
    const signedIn = await newcomer.auth.setPasswordWithToken(token, 'chloe-chose-this-one');
    expect(signedIn.user.email).toBe('chloe@example.fr');
    expect((await newcomer.auth.me()).email).toBe('chloe@example.fr');
    await expect(
      client().auth.setPasswordWithToken(token, 'chloe-chose-this-one'),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    const reset = await admin.users.setPassword(invited.user.id);
    expect(reset.set_password_url).toContain('/login?set_password=');
    await expect(admin.users.setPassword(invited.user.id, 'set-by-the-admin-1')).resolves.toEqual({
      success: true,
    });
    await expect(newcomer.auth.me()).rejects.toMatchObject({ status: 401 });
  });

  it('exports leads as a CSV Blob and erases a person', async () => {
    const admin = await signedInAdmin();
    await client().entities.ContactMessage.create({
      name: 'Léa',
      email: 'lea@example.fr',
      message: 'Bonjour',
      language: 'fr',
    });
    const csv = await admin.entities.ContactMessage.exportCsv(
      { email: 'lea@example.fr' },
      '-created_date',
      ['name', 'email'],
    );
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    // Readable by default (French labels, local time); a lead no visit sent has no origin.
    expect(text).toMatch(
      /^\uFEFFIdentifiant,Reçu le,Nom,E-mail,Source,Campagne\r\n[a-f0-9]{24},\d\d\/\d\d\/\d{4} \d\d:\d\d,Léa,lea@example\.fr,,\r\n$/,
    );
    const erased = await admin.privacy.erase('LEA@example.fr');
    expect(erased.deleted).toMatchObject({ ContactMessage: 1, OutboxEmail: 2 });
    expect(await admin.entities.ContactMessage.count({ email: 'lea@example.fr' })).toBe(0);
    await expect(client().entities.ContactMessage.exportCsv()).rejects.toMatchObject({
      status: 401,
    });
  });
});

import { Base44Error } from '@base44/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAiTestApp } from '../../test/ai-test-app';
import { useSdkClient } from '../../test/sdk-client';
import { signInTeam } from '../../test/team';
import { testDatabases, type TestApp } from '../../test/test-app';

// Outside NODE_ENV=production the SDK writes each error answer to console.error: those lines only
// are dropped.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string' && /^(\[Base44 SDK Error\]|Error data:)/.test(first)) return;
    consoleError(...args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const INVOKE = '/integration-endpoints/Core/InvokeLLM';

const invoke = (t: TestApp, payload: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/apps/${t.config.appId}${INVOKE}`, headers, payload });

const SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 60 },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
  },
  required: ['title', 'tags'],
  additionalProperties: false,
};

/** A schema nested `levels` deep (objects in `properties`). */
function deepSchema(levels: number): object {
  let schema: object = { type: 'string' };
  for (let level = 0; level < levels; level += 1)
    schema = { type: 'object', properties: { inner: schema } };
  return schema;
}

describe.each(testDatabases())('InvokeLLM on $name', (testDatabase) => {
  const { t, provider } = useAiTestApp(testDatabase);

  it('answers the object the model gave, checked against response_json_schema, in JSON mode', async () => {
    provider.reply(() => ({ text: '{"title":"Écrans","tags":["retail","ia"]}' }));
    const answer = await invoke(t, {
      prompt: 'Un titre et des étiquettes pour un article sur les écrans',
      response_json_schema: SCHEMA,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ title: 'Écrans', tags: ['retail', 'ia'] });
    const seen = provider.requests.at(-1)!;
    expect(seen.response_format).toEqual({ type: 'json_object' });
    expect(seen.messages[0]).toMatchObject({ role: 'system' });
    expect(String(seen.messages[0]!.content)).toContain(JSON.stringify(SCHEMA));
    expect(seen.messages[1]).toEqual({
      role: 'user',
      content: 'Un titre et des étiquettes pour un article sur les écrans',
    });
  });

  it('asks again once, telling the model what was wrong, and takes a good second answer', async () => {
    const count = provider.requests.length;
    const answers = ['Voici : {"title": 1}', '{"title":"Bon","tags":[]}'];
    provider.reply(() => ({ text: answers.shift()! }));
    const answer = await invoke(t, { prompt: 'Un titre', response_json_schema: SCHEMA });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ title: 'Bon', tags: [] });
    expect(provider.requests.length - count).toBe(2);
    const retry = provider.requests.at(-1)!.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Voici : {"title": 1}' });
    expect(String(retry.at(-1)!.content)).toContain('not valid JSON');
  });

  it('refuses with 422 AI_OUTPUT_REJECTED when the second answer fails the schema too', async () => {
    const count = provider.requests.length;
    provider.reply(() => ({ text: '{"title":"Sans étiquettes"}' }));
    const answer = await invoke(t, { prompt: 'Un titre', response_json_schema: SCHEMA });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('AI_OUTPUT_REJECTED');
    expect(answer.json().message).toContain('tags');
    expect(provider.requests.length - count).toBe(2);
    expect(String(provider.requests.at(-1)!.messages.at(-1)!.content)).toContain('tags');
  });

  it('refuses a schema too large, too deep, with a regular expression or not of an object: 422, no call', async () => {
    const count = provider.requests.length;
    const bad: [object, RegExp][] = [
      [{ type: 'object', description: 'x'.repeat(17_000) }, /larger than 16384 bytes/],
      [deepSchema(11), /deeper than 20 levels/],
      [
        { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } },
        /may not use "pattern"/,
      ],
      [{ type: 'object', patternProperties: { '^x': {} } }, /may not use "patternProperties"/],
      [{ type: 'string' }, /"type": "object"/],
      [[1, 2], /must be a JSON Schema object/],
    ];
    for (const [schema, message] of bad) {
      const answer = await invoke(t, { prompt: 'Un titre', response_json_schema: schema });
      expect(answer.statusCode, JSON.stringify(schema).slice(0, 80)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(answer.json().detail).toMatch(message);
    }
    // A field may be called « pattern »: only the keyword is refused.
    provider.reply(() => ({ text: '{"pattern":"rayures"}' }));
    const named = await invoke(t, {
      prompt: 'Un motif',
      response_json_schema: { type: 'object', properties: { pattern: { type: 'string' } } },
    });
    expect(named.json()).toEqual({ pattern: 'rayures' });
    expect(provider.requests.length - count).toBe(1);
  });

  it('refuses what it does not offer, and a prompt missing or past 50,000 characters', async () => {
    const count = provider.requests.length;
    const cases: [object, string][] = [
      [{ prompt: 'Cherche', add_context_from_internet: true }, 'add_context_from_internet'],
      [{ prompt: 'Lis', file_urls: ['https://example.com/a.pdf'] }, 'file_urls'],
      [{ prompt: 'Lis', file_urls: 'https://example.com/a.pdf' }, 'file_urls'],
      [{}, 'prompt'],
      [{ prompt: '   ' }, 'prompt'],
      [{ prompt: 'x'.repeat(50_001) }, 'prompt'],
    ];
    for (const [payload, field] of cases) {
      const answer = await invoke(t, payload);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.map((issue: { field: string }) => issue.field)).toEqual([field]);
    }
    expect(provider.requests.length).toBe(count);
    provider.reply(() => ({ text: 'Long mais permis' }));
    const longest = await invoke(t, {
      prompt: 'x'.repeat(50_000),
      add_context_from_internet: false,
      file_urls: [],
    });
    expect(longest.statusCode).toBe(200);
  });

  it('is for editors and admins: 401 for visitors, 403 for other roles', async () => {
    const { headers } = await signInTeam(t, 'invoke');
    provider.reply(() => ({ text: 'Oui' }));
    const seen: Record<string, number> = {};
    for (const role of ['owner', 'admin', 'editor', 'author', 'contributor', 'sales', 'user'])
      seen[role] = (await invoke(t, { prompt: 'Oui ?' }, headers[role])).statusCode;
    seen.visitor = (await invoke(t, { prompt: 'Oui ?' }, {})).statusCode;
    expect(seen).toEqual({
      owner: 200,
      admin: 200,
      editor: 200,
      author: 403,
      contributor: 403,
      sales: 403,
      user: 403,
      visitor: 401,
    });
    const status = async (role: string) =>
      (
        await t.app.inject({
          url: `/api/apps/${t.config.appId}/ai/status`,
          headers: headers[role],
        })
      ).statusCode;
    expect(await status('contributor')).toBe(200);
    expect(await status('sales')).toBe(200);
    expect(await status('user')).toBe(403);
  });

  describe('through the real @base44/sdk client', () => {
    const client = useSdkClient(t);

    it('answers integrations.Core.InvokeLLM with text, or the object of the schema', async () => {
      provider.reply(() => ({ text: 'Bonjour du modèle' }));
      const sdk = client(t.adminToken);
      expect(await sdk.integrations.Core.InvokeLLM({ prompt: 'Bonjour ?' })).toBe(
        'Bonjour du modèle',
      );
      provider.reply(() => ({ text: '{"title":"SDK","tags":["a"]}' }));
      expect(
        await sdk.integrations.Core.InvokeLLM({
          prompt: 'Un titre',
          response_json_schema: SCHEMA,
        }),
      ).toEqual({ title: 'SDK', tags: ['a'] });
      const visitor = await client()
        .integrations.Core.InvokeLLM({ prompt: 'Bonjour ?' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(visitor).toBeInstanceOf(Base44Error);
      expect((visitor as Base44Error).status).toBe(401);
    });
  });
});

import { MAX_GLOSSARY_TERMS } from '@vitrine/contract/entities/glossary-term';
import { describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';
import { assertGlossaryKept, glossaryRules } from './glossary';

describe('glossary rules of one translation', () => {
  const terms = [
    { term: 'Vitrine' },
    { term: 'affichage dynamique', en: 'digital signage' },
    { term: 'Player', fr: 'lecteur' },
    { term: 'absent' },
  ];

  it('lists the terms the source uses, kept or translated as given, in either direction', () => {
    const rules = glossaryRules(terms, 'fr', 'en', ['Vitrine et l’Affichage dynamique']);
    expect(rules).toEqual([
      { source: 'Vitrine', target: 'Vitrine' },
      { source: 'affichage dynamique', target: 'digital signage' },
    ]);
    expect(glossaryRules(terms, 'en', 'fr', ['A player and digital signage'])).toEqual([
      { source: 'digital signage', target: 'affichage dynamique' },
      { source: 'Player', target: 'lecteur' },
    ]);
    // A whole word: « Vitrines » is not the term.
    expect(glossaryRules(terms, 'fr', 'en', ['Des Vitrines'])).toEqual([]);
  });

  it('refuses a translation that lost a kept term, naming it', () => {
    const rules = glossaryRules(terms, 'fr', 'en', ['Vitrine']);
    const lost = () =>
      assertGlossaryKept(rules, [{ field: 'title', source: 'Vitrine', translated: 'Showcase' }]);
    expect(lost).toThrow(/« Vitrine » should appear/);
    expect(() =>
      assertGlossaryKept(rules, [{ field: 'title', source: 'Vitrine', translated: 'Vitrine' }]),
    ).not.toThrow();
  });
});

describe.each(testDatabases())('the glossary and the machine-translation mark on $name', (db) => {
  const t = useTestApp(db);

  it(`lets editors keep the glossary, at most ${MAX_GLOSSARY_TERMS} terms`, async () => {
    const { headers } = await signInTeam(t, 'glossary');
    const term = { term: 'Vitrine', fr: '', en: '', note: 'Our name' };
    expect((await t.postEntity('GlossaryTerm', term)).statusCode).toBe(401);
    expect((await t.postEntity('GlossaryTerm', term, headers.author)).statusCode).toBe(403);
    expect((await t.postEntity('GlossaryTerm', term, headers.sales)).statusCode).toBe(403);
    const created = await t.postEntity('GlossaryTerm', term, headers.editor);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ term: 'Vitrine', note: 'Our name' });
    const tooLong = await t.postEntity('GlossaryTerm', { term: 'x'.repeat(81) }, headers.editor);
    expect(tooLong.statusCode).toBe(422);
    const bulk = (count: number, from: number) =>
      t.app.inject({
        method: 'POST',
        url: `${t.base}/GlossaryTerm/bulk`,
        headers: t.admin,
        payload: Array.from({ length: count }, (_, n) => ({ term: `Term ${from + n}` })),
      });
    // One stored: 498 more make 499; two more would pass the bound, one more reaches it.
    expect((await bulk(MAX_GLOSSARY_TERMS - 2, 0)).statusCode).toBe(201);
    const past = await bulk(2, 1000);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toMatch(`at most ${MAX_GLOSSARY_TERMS} terms (499 now)`);
    expect((await t.postEntity('GlossaryTerm', { term: 'Last' }, headers.editor)).statusCode).toBe(
      201,
    );
    const refused = await t.postEntity('GlossaryTerm', { term: 'One too many' }, headers.editor);
    expect(refused.statusCode).toBe(409);
    const count = await t.app.inject({ url: `${t.base}/GlossaryTerm/count`, headers: t.admin });
    expect(count.json()).toMatchObject({ count: MAX_GLOSSARY_TERMS });
  });

  it('never lets a person set machine_translation, only clear it', async () => {
    const forged = { source_id: 'a'.repeat(24), model: 'forged', at: '2026-11-28T10:00:00.000Z' };
    const created = await t.postEntity(
      'BlogPost',
      blogPostRecord('forged-mark', { published: false, machine_translation: forged }),
      t.admin,
    );
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'SERVER_MANAGED_FIELD' });
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('plain', { published: false }));
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${t.base}/BlogPost/${id}`, headers: t.admin, payload });
    const set = await put({ machine_translation: forged });
    expect(set.statusCode).toBe(422);
    expect(set.json().message).toMatch(/send null to mark the post as reviewed/);
    const autosave = await t.app.inject({
      method: 'PUT',
      url: `/api/apps/${t.config.appId}/blog/posts/${id}/autosave`,
      headers: t.admin,
      payload: { machine_translation: forged },
    });
    expect(autosave.statusCode).toBe(422);
    const stored = await t.app.inject({ url: `${t.base}/BlogPost/${id}`, headers: t.admin });
    expect(stored.json().machine_translation).toBeUndefined();
    const cleared = await put({ machine_translation: null, title: 'Reviewed' });
    expect(cleared.statusCode).toBe(200);
  });
});

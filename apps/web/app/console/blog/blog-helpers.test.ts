import { describe, expect, it } from 'vitest';
import { consoleBlogCopy } from './content/fr/console-blog';
import { ApiError } from '@vitrine/contract/client/api-error';
import { consoleCall } from '../shared/session';
import { fieldErrorsFromIssues } from './api-issues';
import { draftToInput, emptyDraft, parseTags, validateDraft } from './post-form';
import { saveOutcome } from './save-post';
import { readFilters } from '../shared/lists/list-query';
import { POST_FILTER_KEYS, postsQuery } from './posts-query';
import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, removes accents and joins words with single hyphens', () => {
    expect(slugify('L’IA à l’écran\u00a0: 5 idées !')).toBe('l-ia-a-l-ecran-5-idees');
    expect(slugify('  Cœur   &  Œuvre -- Straße  ')).toBe('coeur-oeuvre-strasse');
    expect(slugify('Ça marche ? Déjà — oui…')).toBe('ca-marche-deja-oui');
    expect(slugify('!!!')).toBe('');
  });

  it('never ends with a hyphen, even when cut at 120 characters', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('posts list query', () => {
  it('searches title or slug, case-insensitively, within language and status', () => {
    expect(postsQuery({ q: ' (Draft) ', language: 'en', status: 'draft' })).toEqual({
      language: 'en',
      published: false,
      $or: [
        { title: { $regex: '\\(Draft\\)', $options: 'i' } },
        { slug: { $regex: '\\(Draft\\)', $options: 'i' } },
      ],
    });
    expect(postsQuery({ q: '', language: '', status: '' })).toEqual({});
  });

  it('ignores unknown values in the address', () => {
    const filters = readFilters(new URLSearchParams('language=de&status=x&q=ia'), POST_FILTER_KEYS);
    expect(postsQuery(filters)).toEqual({
      $or: [{ title: { $regex: 'ia', $options: 'i' } }, { slug: { $regex: 'ia', $options: 'i' } }],
    });
  });
});

describe('post form', () => {
  it('reads tags: trimmed, empty ones dropped, repeats kept once', () => {
    expect(parseTags(' IA, écrans ,, ia ,Retail, écrans')).toEqual(['IA', 'écrans', 'Retail']);
  });

  it('checks the fields before asking the server', () => {
    const errors = validateDraft(
      { ...emptyDraft('fr'), slug: 'Pas-Bon', readTime: '0' },
      consoleBlogCopy.editor.errors,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['category', 'content', 'excerpt', 'readTime', 'slug', 'title'].sort(),
    );
  });

  it('sends numbers, lists and empty optional fields the server understands', () => {
    const draft = {
      ...emptyDraft('en'),
      tags: 'a, b',
      readTime: '4',
      category: 'tutorials' as const,
    };
    const input = draftToInput(draft, true);
    expect(input).toMatchObject({
      tags: ['a', 'b'],
      read_time: 4,
      featured_image: '',
      published: true,
    });
  });
});

describe('server validation errors', () => {
  it('puts the 422 issues of an ApiError under the fields', async () => {
    const issues = [
      { field: 'read_time', rule: 'minimum', message: 'read_time must be at least 1', limit: 1 },
      { field: 'tags', rule: 'maxItems', message: 'tags must have at most 12 items', limit: 12 },
      { field: 'published', rule: 'type', message: 'published must be true or false' },
    ];
    const failed = (status: number) =>
      new ApiError({ message: 'invalid', code: 'VALIDATION_FAILED', status, issues });
    const { errors, unplaced } = fieldErrorsFromIssues(issues, consoleBlogCopy);
    const placed = {
      readTime: consoleBlogCopy.editor.errors.readTime,
      tags: consoleBlogCopy.editor.errors.tooManyTags,
    };
    expect(errors).toEqual(placed);
    expect(unplaced).toEqual(['published must be true or false']);

    // As the editor's action answers them: placed at 422 only, else one message.
    const draft = emptyDraft('en');
    const answer = (status: number) =>
      consoleCall(new Request('https://site.example/admin/blog/new'), () =>
        Promise.reject(failed(status)),
      );
    expect(saveOutcome(await answer(422), draft, consoleBlogCopy)).toEqual({
      ok: false,
      errors: placed,
      message: 'published must be true or false',
    });
    expect(saveOutcome(await answer(500), draft, consoleBlogCopy)).toEqual({
      ok: false,
      errors: {},
      message: 'invalid',
    });
    expect(saveOutcome({ data: { slugTaken: true } }, draft, consoleBlogCopy)).toEqual({
      ok: false,
      errors: { slug: consoleBlogCopy.editor.errors.slugTaken.en },
    });
  });
});

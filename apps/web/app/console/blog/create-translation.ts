import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { SHARED_TRANSLATION_FIELDS } from '@vitrine/contract/entities/blog-post';
import type { Locale } from '@vitrine/contract/locales';
import { draftToInput, type PostDraft } from './post-form';
import type { PostInput, PostRecord } from './post-types';
import { SLUG_MAX_LENGTH } from './slug';

/** Slugs tried before giving up: `slug`, `slug-en`, `slug-en-2`, … */
const SLUG_TRIES = 20;

export const otherLanguage = (language: Locale): Locale => (language === 'fr' ? 'en' : 'fr');

/** Candidate slugs for `slug` in `language`, shortened so that each stays a valid slug. */
export function slugCandidates(slug: string, language: Locale) {
  const fit = (suffix: string) =>
    `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  const candidates = [slug, fit(`-${language}`)];
  for (let n = 2; candidates.length < SLUG_TRIES; n += 1) candidates.push(fit(`-${language}-${n}`));
  return candidates;
}

/** The first of `slugCandidates` that no post of `language` uses. */
async function freeSlug(client: ApiClient, slug: string, language: Locale) {
  const candidates = slugCandidates(slug, language);
  const taken = await client.entities.BlogPost.filter(
    { language, slug: { $in: candidates } },
    undefined,
    candidates.length,
    0,
    ['slug'],
  );
  const used = new Set(taken.map((post) => post.slug));
  const free = candidates.find((candidate) => !used.has(candidate));
  if (!free) throw new Error(`No free slug for ${slug} in ${language}`);
  return free;
}

/**
 * What the new version takes from the source as it is: the texts (to be translated) and what
 * both versions share (`SHARED_TRANSLATION_FIELDS`, which the server's machine translation
 * carries too).
 */
export const COPIED_FIELDS = [
  'title',
  'excerpt',
  'content',
  ...SHARED_TRANSLATION_FIELDS,
] as const satisfies readonly (keyof PostInput)[];

type CopiedFields = Pick<PostInput, (typeof COPIED_FIELDS)[number]>;

function copiedFrom(input: PostInput): CopiedFields {
  return Object.fromEntries(COPIED_FIELDS.map((field) => [field, input[field]])) as CopiedFields;
}

/**
 * A new draft in the other language copied from the saved post `source` (`postId`): the
 * `COPIED_FIELDS`, its slug if free there. Both posts are then linked (`translation_id` on
 * each). Answers the new draft.
 */
export async function createTranslation(
  client: ApiClient,
  postId: string,
  source: PostDraft,
): Promise<PostRecord> {
  const language = otherLanguage(source.language);
  const copied = draftToInput(source, false);
  const created = await client.entities.BlogPost.create({
    ...copiedFrom(copied),
    published: false,
    language,
    slug: await freeSlug(client, copied.slug, language),
    translation_id: postId,
  });
  await client.entities.BlogPost.update(postId, { translation_id: created.id });
  return created;
}

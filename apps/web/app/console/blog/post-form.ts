import type { BlogCategory } from '@vitrine/contract/entities/field-options';
import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { fillCopy } from '../shared/console-locale';
import type { PostInput, PostRecord } from './post-types';
import { SLUG_FORMAT, SLUG_MAX_LENGTH } from './slug';

/** Search engines show about this many characters (the server's limits on the SEO fields). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** The editor's fields as typed (numbers and lists as text until saved). */
export interface PostDraft {
  title: string;
  slug: string;
  excerpt: string;
  language: Locale;
  category: BlogCategory | '';
  tags: string;
  readTime: string;
  featuredImage: string;
  translationId: string;
  /** The team member who signs the post ('' for none). */
  authorId: string;
  content: string;
  published: boolean;
  /** ISO date as stored ('' when unset: the server sets it on publish). */
  publishedDate: string;
  seoTitle: string;
  seoDescription: string;
}

export type PostField = Exclude<keyof PostDraft, 'published'>;
export type FieldErrors = Partial<Record<PostField, string>>;

/** Fields in the order of the page: the first one in error gets the focus. */
export const FIELD_ORDER: PostField[] = [
  'title',
  'slug',
  'excerpt',
  'featuredImage',
  'language',
  'category',
  'tags',
  'authorId',
  'readTime',
  'translationId',
  'publishedDate',
  'seoTitle',
  'seoDescription',
  'content',
];

/** The id of a field's control (labels, errors and focus use it). */
export const fieldId = (field: PostField) => `post-${field}`;

export const TAG_LIMITS = { count: 12, length: 40 };
const MAX_LENGTH: Partial<Record<PostField, number>> = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  featuredImage: 2048,
  seoTitle: SEO_TITLE_MAX,
  seoDescription: SEO_DESCRIPTION_MAX,
};

export function emptyDraft(language: Locale): PostDraft {
  return {
    title: '',
    slug: '',
    excerpt: '',
    language,
    category: '',
    tags: '',
    readTime: '',
    featuredImage: '',
    translationId: '',
    authorId: '',
    content: '',
    published: false,
    publishedDate: '',
    seoTitle: '',
    seoDescription: '',
  };
}

export function draftFromRecord(post: PostRecord): PostDraft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    language: post.language,
    category: post.category,
    tags: post.tags.join(', '),
    readTime: String(post.read_time),
    featuredImage: post.featured_image ?? '',
    translationId: post.translation_id ?? '',
    authorId: post.author_id ?? '',
    content: post.content,
    published: post.published,
    publishedDate: post.published_date ?? '',
    seoTitle: post.seo_title ?? '',
    seoDescription: post.seo_description ?? '',
  };
}

/** Comma-separated tags as a list: trimmed, empty ones dropped, repeats (any case) kept once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The record to send; empty optional fields are sent as '' so that an update clears them. */
export function draftToInput(draft: PostDraft, published: boolean): PostInput {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    excerpt: draft.excerpt.trim(),
    language: draft.language,
    category: draft.category as BlogCategory,
    tags: parseTags(draft.tags),
    read_time: Number(draft.readTime),
    featured_image: draft.featuredImage.trim(),
    translation_id: draft.translationId,
    author_id: draft.authorId,
    content: draft.content,
    published,
    published_date: draft.publishedDate,
    seo_title: draft.seoTitle.trim(),
    seo_description: draft.seoDescription.trim(),
  };
}

/** The checks the browser can make before asking the server (which checks them again). */
export function validateDraft(draft: PostDraft, copy: ConsoleBlogCopy['editor']['errors']) {
  const errors: FieldErrors = {};
  for (const field of ['title', 'slug', 'excerpt', 'content'] as const) {
    if (draft[field].trim() === '') errors[field] = copy.required;
  }
  for (const [field, limit] of Object.entries(MAX_LENGTH) as [PostField, number][]) {
    if (draft[field].trim().length > limit) errors[field] = fillCopy(copy.maxLength, { limit });
  }
  const slug = draft.slug.trim();
  if (slug && (!SLUG_FORMAT.test(slug) || slug.length > SLUG_MAX_LENGTH))
    errors.slug = copy.slugFormat;
  if (!draft.category) errors.category = copy.category;
  const minutes = Number(draft.readTime);
  if (draft.readTime.trim() === '' || !Number.isInteger(minutes) || minutes < 1 || minutes > 600)
    errors.readTime = copy.readTime;
  const tags = parseTags(draft.tags);
  if (tags.length > TAG_LIMITS.count) errors.tags = copy.tooManyTags;
  else if (tags.some((tag) => tag.length > TAG_LIMITS.length)) errors.tags = copy.tagTooLong;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

import { LOCALES, type Locale } from '@vitrine/contract/locales';
import type { EntityQuery } from '@vitrine/contract/client/entity-handler';

export const PAGE_SIZE = 50;
/** Every column of the list; never the content, which can be long. */
export const LIST_FIELDS = [
  'id',
  'title',
  'slug',
  'published',
  'language',
  'category',
  'created_date',
] as const;

export const STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof STATUSES)[number];

export interface PostFilters {
  search: string;
  language: Locale | '';
  status: PostStatus | '';
  page: number;
}

/** Typed text as a literal pattern: every regular-expression metacharacter is escaped. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The list's filter: language, status, and the search on title or slug (case-insensitive). */
export function postsQuery({ search, language, status }: PostFilters): EntityQuery {
  const query: EntityQuery = {};
  if (language) query.language = language;
  if (status) query.published = status === 'published';
  const text = search.trim();
  if (text) {
    const match = { $regex: escapeRegExp(text), $options: 'i' };
    query.$or = [{ title: match }, { slug: match }];
  }
  return query;
}

/** The filters from the page's address (`?q=&language=&status=&page=`), unknown values ignored. */
export function readFilters(params: URLSearchParams): PostFilters {
  const language = params.get('language');
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('q') ?? '',
    language: LOCALES.find((locale) => locale === language) ?? '',
    status: STATUSES.find((value) => value === status) ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters for some filters; defaults are left out. */
export function filtersToParams({ search, language, status, page }: PostFilters) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  if (language) params.set('language', language);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

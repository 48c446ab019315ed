import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { Locale } from '@vitrine/contract/locales';
import { useApiQuery } from '../use-api-query';
import type { PostSummary } from './post-types';

const MAX_OPTIONS = 500;

/** The posts of the other language, newest first: the candidates for `translation_id`. */
export function useTranslationOptions(client: ApiClient, language: Locale, postId?: string) {
  const other: Locale = language === 'fr' ? 'en' : 'fr';
  const query = useApiQuery(`translations:${other}`, async (signal) => {
    const posts = await client.entities.BlogPost.filter(
      { language: other },
      '-created_date',
      MAX_OPTIONS,
      0,
      ['id', 'title', 'published'],
      { signal },
    );
    return posts as Pick<PostSummary, 'id' | 'title' | 'published'>[];
  });
  return { other, posts: (query.data ?? []).filter((post) => post.id !== postId), query };
}

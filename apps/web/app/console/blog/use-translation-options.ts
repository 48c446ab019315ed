import type { Locale } from '@vitrine/contract/locales';
import { useLoaderData } from 'react-router';
import type { EditorPost } from './load-post';
import type { Loaded } from '../shared/session';

/** The posts of the other language, newest first: the candidates for `translation_id`. */
export function useTranslationOptions(language: Locale, postId?: string) {
  const other: Locale = language === 'fr' ? 'en' : 'fr';
  const loaded = useLoaderData() as Loaded<EditorPost>;
  const candidates =
    loaded.data && 'candidates' in loaded.data ? loaded.data.candidates : undefined;
  return { other, posts: (candidates?.[other] ?? []).filter((post) => post.id !== postId) };
}

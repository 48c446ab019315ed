import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { BlogCopy } from '../../../content/fr/blog';
import { Icon } from '../../../shared/icons/icon';

/**
 * No slug or no published post with it (docs/product.md §2.14, §8.3), or, `unavailable`, a post
 * that failed to load or render.
 */
export function ArticleNotFound({
  copy,
  locale,
  unavailable = false,
}: {
  copy: BlogCopy['post'];
  locale: Locale;
  unavailable?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {unavailable ? copy.unavailableTitle : copy.notFoundTitle}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {unavailable ? copy.unavailableText : copy.notFoundText}
      </p>
      <a
        href={pagePath(locale, 'Blog')}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong"
      >
        <Icon name="arrow-left" className="size-4" />
        {copy.backToBlog}
      </a>
    </div>
  );
}

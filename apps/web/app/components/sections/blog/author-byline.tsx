import { authorPath } from '@vitrine/contract/blog-archive-paths';
import type { Locale } from '@vitrine/contract/locales';
import type { BlogAuthor } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { AuthorPortrait } from './author-portrait';

/** A post's byline: the author's portrait, name (a link to their page) and role. */
export function AuthorByline({
  author,
  locale,
  copy,
}: {
  author: BlogAuthor;
  locale: Locale;
  copy: BlogCopy['archive'];
}) {
  return (
    <div className="mt-6 flex items-center gap-3">
      <AuthorPortrait author={author} size="small" />
      <p className="flex flex-col text-sm">
        <span className="text-slate-600">
          {copy.byline}{' '}
          <a
            href={authorPath(locale, author.key)}
            rel="author"
            className="font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
          >
            {author.name}
          </a>
        </span>
        <span className="text-slate-600">{author.role}</span>
      </p>
    </div>
  );
}

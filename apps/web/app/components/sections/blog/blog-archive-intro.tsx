import type { BlogAuthor } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { Icon } from '../../../shared/icons/icon';
import { AuthorPortrait } from './author-portrait';

/** The way back from an archive to every post of the language. */
export function AllPostsLink({ href, copy }: { href: string; copy: BlogCopy['archive'] }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:text-brand-strong"
    >
      <Icon name="arrow-left" className="size-4" />
      {copy.allPosts}
    </a>
  );
}

/**
 * An author's page opening (docs/product.md §2.13): their portrait and bio from the team member
 * record, then the heading of their posts.
 */
export function AuthorProfile({
  author,
  copy,
  hasPosts,
}: {
  author: BlogAuthor;
  copy: BlogCopy['archive'];
  hasPosts: boolean;
}) {
  return (
    <>
      <div className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left">
        <AuthorPortrait author={author} size="large" />
        <p className="leading-relaxed text-pretty text-slate-600">{author.bio}</p>
      </div>
      <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">{copy.authorPosts}</h2>
      {hasPosts ? null : (
        <p className="mt-4 text-slate-600">{copy.authorNoPosts.replace('{name}', author.name)}</p>
      )}
    </>
  );
}

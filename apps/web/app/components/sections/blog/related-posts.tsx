import type { Locale } from '@vitrine/contract/locales';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURED_IMAGE, postPath, type BlogCard } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { Container } from '../../ui/container';

/** Up to three posts of the same category (SPEC §2); nothing at all when there are none. */
export function RelatedPosts({
  posts,
  locale,
  copy,
}: {
  posts: BlogCard[];
  locale: Locale;
  copy: BlogCopy;
}) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      className="border-t border-slate-200 bg-slate-50 py-16"
    >
      <Container>
        <h2 id="related-title" className="text-2xl font-bold text-ink">
          {copy.post.relatedTitle}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              {post.featured_image ? (
                <img
                  src={post.featured_image}
                  alt=""
                  width={FEATURED_IMAGE.width}
                  height={FEATURED_IMAGE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[40/21] w-full bg-slate-100 object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-lg font-bold text-balance text-ink">{post.title}</h3>
                <p className="line-clamp-3 text-slate-600">{post.excerpt}</p>
                <Link
                  to={postPath(locale, post.slug)}
                  className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand hover:text-brand-strong"
                >
                  {copy.post.readMore}
                  <span className="sr-only">: {post.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

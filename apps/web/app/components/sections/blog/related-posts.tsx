import type { Locale } from '@vitrine/contract/locales';
import type { BlogCard } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { Container } from '../../../shared/ui/container';
import { PostCard } from './post-card';

/**
 * Up to three posts of the same category (docs/product.md §2.14); nothing at all when there are
 * none.
 */
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
            <li key={post.id} className="flex">
              <PostCard
                post={post}
                locale={locale}
                readMore={copy.post.readMore}
                headingLevel="h3"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { useRouteLoaderData } from 'react-router';
import { seoCopy } from '../i18n/seo-copy';
import { ArticleNotFound } from '../components/sections/blog/article-not-found';
import { ArticleHeader } from '../components/sections/blog/article-header';
import { ArticleJsonLd } from '../components/sections/blog/article-json-ld';
import { PreviewBanner } from '../components/sections/blog/preview-banner';
import { RelatedPosts } from '../components/sections/blog/related-posts';
import { ShareLinks } from '../components/sections/blog/share-links';
import { postPath, type BlogArticle, type BlogCard } from '../blog/blog-types';
import type { BlogCopy } from '../content/fr/blog';

export interface BlogPostPageProps {
  locale: Locale;
  copy: { blog: BlogCopy };
  article?: { post: BlogArticle; related: BlogCard[] };
  /** The post failed to load or render (a 500 page). */
  unavailable?: boolean;
  /** Opened by a preview link: the page says it is not published (and when it is due). */
  preview?: boolean;
  scheduledFor?: string;
}

/**
 * Blog post (docs/product.md §2.14): the article, its share links and related articles, or 'Not
 * Found'.
 */
export function BlogPostPage(props: BlogPostPageProps) {
  const { locale, copy, article, unavailable, preview, scheduledFor } = props;
  const site = useRouteLoaderData('root') as { origin?: string } | undefined;
  if (!article)
    return <ArticleNotFound copy={copy.blog.post} locale={locale} unavailable={unavailable} />;
  const { post, related } = article;
  const url = `${site?.origin ?? ''}${postPath(locale, post.slug)}`;
  return (
    <>
      {preview ? (
        <PreviewBanner scheduledFor={scheduledFor} locale={locale} copy={copy.blog.preview} />
      ) : null}
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <ArticleHeader
          post={post}
          locale={locale}
          copy={copy.blog}
          backTo={pagePath(locale, 'Blog')}
        />
        <div
          className="article-body mt-10"
          // Sanitised on the server by `renderMarkdown` (docs/product.md §5.5, §11.3).
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <ShareLinks url={url} title={post.title} copy={copy.blog.post} />
      </article>
      <RelatedPosts posts={related} locale={locale} copy={copy.blog} />
      <ArticleJsonLd
        post={post}
        url={url}
        origin={site?.origin ?? ''}
        locale={locale}
        publisher={seoCopy(locale).siteName}
      />
    </>
  );
}

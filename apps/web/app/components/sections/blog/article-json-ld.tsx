import type { Locale } from '@vitrine/contract/locales';
import { publishedOn, type BlogArticle } from '../../../blog/blog-types';
import { jsonLdHtml } from '../../../seo/organization-json-ld';

/** schema.org BlogPosting of the article (structured data for search engines). */
export function ArticleJsonLd({
  post,
  url,
  origin,
  locale,
  publisher,
}: {
  /** The site's name (the publisher). */
  publisher: string;
  post: BlogArticle;
  url: string;
  origin: string;
  locale: Locale;
}) {
  // The shared 1200-wide variant of an upload (as for `og:image`), else the image as given.
  const source = post.image?.share?.url ?? post.featured_image;
  const image = source ? new URL(source, `${origin || 'http://localhost'}/`).href : undefined;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: locale,
    datePublished: publishedOn(post),
    dateModified: post.updated_date,
    mainEntityOfPage: url,
    url,
    ...(image ? { image } : {}),
    keywords: post.tags.join(', '),
    articleSection: post.category,
    timeRequired: `PT${post.read_time}M`,
    publisher: { '@type': 'Organization', name: publisher, url: `${origin}/` },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={jsonLdHtml(data)} />;
}

import { authorPath } from '@vitrine/contract/blog-archive-paths';
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
  const absolute = (path: string) => new URL(path, `${origin || 'http://localhost'}/`).href;
  const image = source ? absolute(source) : undefined;
  const { author } = post;
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
    ...(author
      ? {
          author: {
            '@type': 'Person',
            name: author.name,
            jobTitle: author.role,
            url: absolute(authorPath(locale, author.key)),
            ...(author.portrait ? { image: absolute(author.portrait) } : {}),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: publisher, url: `${origin}/` },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={jsonLdHtml(data)} />;
}

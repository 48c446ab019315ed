import { fieldLabels } from '../../shared/content/en/field-labels';
import type { BlogCopy } from '../fr/blog';

export const blog: BlogCopy = {
  listing: {
    searchLabel: 'Search the articles',
    searchPlaceholder: 'Search articles, topics, or tags...',
    categoriesLabel: 'Filter by category',
    allArticles: 'All Articles',
    loading: 'Loading blog posts...',
    readMore: 'Read More',
    minRead: '{n} min read',
    emptyTitle: 'No articles found',
    emptyFiltered: 'Try adjusting your search or filters.',
    emptyNone: 'Blog posts will appear here once published.',
    clearFilters: 'Clear Filters',
    resultCount: { one: '1 article', other: '{n} articles' },
    pageMissingTitle: 'This page does not exist',
    pageMissingText: 'The list of articles ends before it. Start again from the first page.',
    firstPage: 'Back to the first page',
    pagination: {
      label: 'Article pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {n}',
    },
    feedTitle: 'The Vitrine blog (RSS)',
    feedDescription:
      'Practical tips, customer stories and the latest trends in digital signage and AI.',
  },
  categories: fieldLabels.blogCategories,
  archive: {
    tagHeading: 'Posts tagged “{tag}”',
    tagIntro: 'Every post we have written about “{tag}”, newest first.',
    tagTitle: 'Posts tagged “{tag}” · Vitrine Blog',
    tagDescription:
      'Posts from the Vitrine blog about “{tag}”: practical advice, field stories and digital-signage trends.',
    authorTitle: '{name}, {role} · Vitrine Blog',
    authorDescription: 'Posts by {name} on the Vitrine blog.',
    authorPosts: 'Their posts',
    authorNoPosts: '{name} has not published a post in this language yet.',
    allPosts: 'All posts',
    byline: 'By',
  },
  post: {
    loading: 'Loading article...',
    back: 'Back to Blog',
    notFoundTitle: 'Article Not Found',
    notFoundText: "The article you're looking for doesn't exist or has been removed.",
    unavailableTitle: 'Article temporarily unavailable',
    unavailableText:
      "This article can't be shown right now. We have been told; please try again later.",
    backToBlog: 'Back to Blog',
    tagsLabel: 'Tags',
    shareTitle: 'Share this article',
    shareOn: {
      twitter: 'Share on Twitter',
      facebook: 'Share on Facebook',
      linkedin: 'Share on LinkedIn',
    },
    relatedTitle: 'Related Articles',
    readMore: 'Read More',
    notFoundSeoTitle: 'Article not found · Vitrine',
  },
  preview: {
    label: 'Preview — not published',
    scheduled: 'Scheduled for {date} (UTC)',
  },
};

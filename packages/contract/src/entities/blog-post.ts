import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { IsoDate, LanguageField, MarkdownText, RequiredText, Text } from './field-types';
import { ImageUrl } from './image-url';
import { BLOG_CATEGORIES } from './field-options';
import { SLUG_PATTERN } from './slug-pattern';

export { BLOG_CATEGORIES, type BlogCategory } from './field-options';

/** Search engines show about this many characters of a title, and of a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

const schema = Type.Object(
  {
    title: RequiredText(200),
    excerpt: RequiredText(500),
    slug: Type.String({ minLength: 1, maxLength: 120, pattern: SLUG_PATTERN }),
    content: MarkdownText(100_000),
    category: Type.Enum(BLOG_CATEGORIES),
    tags: Type.Array(RequiredText(40), { maxItems: 12 }),
    featured_image: Type.Optional(ImageUrl()),
    read_time: Type.Integer({ minimum: 1, maximum: 600 }),
    published: Type.Boolean(),
    /**
     * When the post was (or will be) published: set by the server on publish when absent, and
     * editable (an imported article keeps its date). Listings are ordered by it.
     */
    published_date: Type.Optional(IsoDate()),
    language: LanguageField(),
    /**
     * Id of the team member who wrote the post (`TeamMember`). A member who is hidden or deleted
     * is not shown: the post then has no author.
     */
    author_id: Type.Optional(Text(64)),
    /** Id of the same article in the other language, when there is one. */
    translation_id: Type.Optional(Text(64)),
    /** The page's title for search engines and shares, when it differs from the post's title. */
    seo_title: Type.Optional(Text(SEO_TITLE_MAX)),
    /** The page's description for search engines and shares, when it differs from the excerpt. */
    seo_description: Type.Optional(Text(SEO_DESCRIPTION_MAX)),
    /**
     * Set by the server when the post's texts come from the AI provider (decision 0077): the
     * source post, the model, when. A person's write may only clear it (`null`, « Marquer comme
     * relu ») or leave it as it is.
     */
    machine_translation: Type.Optional(
      Type.Object(
        { source_id: RequiredText(64), model: RequiredText(200), at: IsoDate() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * Sets the publication date on publish when absent, and writes every date the one way
 * (`toISOString`, with milliseconds): visibility compares dates as text.
 */
function fillPublishedDate(data: Record<string, unknown>, now: string) {
  const given = typeof data.published_date === 'string' ? Date.parse(data.published_date) : NaN;
  if (!Number.isNaN(given)) return { ...data, published_date: new Date(given).toISOString() };
  if (data.published_date) return data;
  return data.published === true ? { ...data, published_date: now } : data;
}

export const BlogPost = defineEntity({
  name: 'BlogPost',
  schema,
  access: {
    visitorCreate: false,
    // Contributors and authors read and write their own posts; only `posts.all` reaches others'.
    staff: {
      read: 'posts.own',
      write: 'posts.own',
      own: { all: 'posts.all', publish: { field: 'published', capability: 'posts.publish-own' } },
    },
    visitorRead: { published: true },
    // A published post may be linked to a draft: visitors never learn the draft's id.
    visitorLinks: ['translation_id'],
    // Which model drafted a post, and from which source, is the team's business (decision 0077).
    visitorHidden: ['machine_translation'],
    // A published post with a future date is scheduled: visitors see it from that time on.
    visibleFrom: 'published_date',
  },
  indexes: [
    { fields: ['language', 'published', 'created_date'] },
    // A post's address is its slug within its language (`/blogpost?slug=…`, `/en/blogpost?slug=…`).
    { fields: ['slug', 'language'], unique: true },
    { fields: ['category', 'published', 'created_date'] },
    { fields: ['language', 'published', 'published_date'] },
    // An author's page lists their posts (`/blog?author=…`).
    { fields: ['author_id', 'language', 'published_date'] },
  ],
  // The blog's search box: « ecran » finds « Écran ».
  search: { fields: ['title', 'excerpt', 'tags'] },
  fill: fillPublishedDate,
  // A post's translation is another post, in the other language.
  links: { fields: ['translation_id'], across: 'language' },
});

export type BlogPostInput = Type.Static<typeof schema>;

/**
 * What a post's version in the other language takes from it as it is: what both versions share
 * (schedule, category, tags, featured image, read time, author). The console's « Create the
 * English version » and the server's machine translation (decision 0077) both carry these.
 */
export const SHARED_TRANSLATION_FIELDS = [
  'published_date',
  'category',
  'tags',
  'featured_image',
  'read_time',
  'author_id',
] as const satisfies readonly (keyof BlogPostInput)[];
export type BlogPostRecord = BlogPostInput & ServerFields;

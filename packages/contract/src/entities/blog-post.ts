import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { LanguageField, RequiredText, Text } from './field-types';

import { BLOG_CATEGORIES } from './field-options';

export { BLOG_CATEGORIES, type BlogCategory } from './field-options';

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const schema = Type.Object(
  {
    title: RequiredText(200),
    excerpt: RequiredText(500),
    slug: Type.String({ minLength: 1, maxLength: 120, pattern: SLUG_PATTERN }),
    content: RequiredText(100_000),
    category: Type.Enum(BLOG_CATEGORIES),
    tags: Type.Array(RequiredText(40), { maxItems: 12 }),
    featured_image: Type.Optional(Text(2048)),
    read_time: Type.Integer({ minimum: 1, maximum: 600 }),
    published: Type.Boolean(),
    language: LanguageField(),
    /** Id of the same article in the other language, when there is one. */
    translation_id: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);

export const BlogPost = defineEntity({
  name: 'BlogPost',
  schema,
  access: {
    visitorCreate: false,
    visitorRead: { published: true },
    // A published post may be linked to a draft: visitors never learn the draft's id.
    visitorLinks: ['translation_id'],
  },
  indexes: [
    { fields: ['language', 'published', 'created_date'] },
    // A post's address is its slug within its language (`/blogpost?slug=…`, `/en/blogpost?slug=…`).
    { fields: ['slug', 'language'], unique: true },
    { fields: ['category', 'published', 'created_date'] },
  ],
});

export type BlogPostInput = Type.Static<typeof schema>;
export type BlogPostRecord = BlogPostInput & ServerFields;

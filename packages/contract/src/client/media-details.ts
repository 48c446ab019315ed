import Type from 'typebox';

/** Bounds of the media library's texts and pages (docs/api.md, media library). */
export const MEDIA_LIMITS = {
  title: 120,
  alt: 300,
  search: 100,
  pageSize: 24,
  maxPageSize: 60,
  maxPage: 1000,
} as const;

/**
 * What the library tells about an image besides its file (migration 0021): a title for finding
 * it, and its alt text in each language (an image serves French and English posts alike; the
 * Markdown it is inserted with takes the post's language). Empty text: none given.
 */
export const MediaDetailsSchema = Type.Object(
  {
    title: Type.String({ maxLength: MEDIA_LIMITS.title }),
    alt_fr: Type.String({ maxLength: MEDIA_LIMITS.alt }),
    alt_en: Type.String({ maxLength: MEDIA_LIMITS.alt }),
  },
  { additionalProperties: false },
);
export type MediaDetails = Type.Static<typeof MediaDetailsSchema>;

/** Where an image is used: in posts (text or featured image), as featured image, nowhere. */
export const MEDIA_USES = ['used', 'featured', 'unused'] as const;
export type MediaUse = (typeof MEDIA_USES)[number];

/** `GET /uploads`: a search over title, alt texts and file name, a use, a page. */
export const MediaQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.search })),
    use: Type.Optional(Type.Enum(MEDIA_USES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MEDIA_LIMITS.maxPage })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEDIA_LIMITS.maxPageSize })),
  },
  { additionalProperties: false },
);
export type MediaQuery = Type.Static<typeof MediaQuerySchema>;

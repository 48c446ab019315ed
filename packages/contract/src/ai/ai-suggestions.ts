import Type from 'typebox';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../entities/blog-post';
import { LanguageField, MarkdownText, RequiredText, Text } from '../entities/field-types';
import { IMAGE_URL_PATTERN } from '../entities/image-url';
import type { Locale } from '../locales';

/**
 * `POST /api/apps/{appId}/ai/suggestions` (decision 0078): texts the provider proposes for a
 * person to accept or edit, never saved by the server. One route, the body chosen by `kind`.
 */
export const SUGGESTION_KINDS = [
  'post-seo',
  'image-alt',
  'campaign-subjects',
  'content-fill',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The site content records whose empty language `content-fill` fills from the other one. */
export const CONTENT_FILL_ENTITIES = [
  'Plan',
  'Testimonial',
  'FaqItem',
  'TeamMember',
  'SiteFigure',
  'CompanyValue',
] as const;
export type ContentFillEntity = (typeof CONTENT_FILL_ENTITIES)[number];

/** Lengths of what is sent and of what is answered, in characters. */
export const SUGGESTION_LIMITS = {
  /** A suggested SEO title: what search engines show whole, under the field's own limit. */
  seoTitle: Math.min(60, SEO_TITLE_MAX),
  seoDescription: SEO_DESCRIPTION_MAX,
  alt: 150,
  subject: 120,
  /** Of a post's or a campaign's content, only the start is sent (cut at a word). */
  contentSent: 12_000,
  /** The paragraph around an image. */
  altContext: 2_000,
} as const;

/** How many suggestions an answer carries. */
export const SUGGESTION_COUNTS = {
  'post-seo': { min: 3, max: 3 },
  'image-alt': { min: 1, max: 3 },
  'campaign-subjects': { min: 3, max: 3 },
} as const;

/** An image to describe: an address a post or a record may hold, not empty. */
const ImageAddress = () =>
  Type.String({ minLength: 1, maxLength: 2048, pattern: IMAGE_URL_PATTERN });

export const PostSeoRequest = Type.Object(
  {
    kind: Type.Literal('post-seo'),
    language: LanguageField(),
    title: RequiredText(200),
    excerpt: Type.Optional(Text(500)),
    content: MarkdownText(100_000),
  },
  { additionalProperties: false },
);

export const ImageAltRequest = Type.Object(
  {
    kind: Type.Literal('image-alt'),
    language: LanguageField(),
    image_url: ImageAddress(),
    /** The paragraph around the image in the post, or what the form says of it. */
    context: Type.Optional(Text(SUGGESTION_LIMITS.altContext)),
  },
  { additionalProperties: false },
);

export const CampaignSubjectsRequest = Type.Object(
  {
    kind: Type.Literal('campaign-subjects'),
    language: LanguageField(),
    subject: Type.Optional(Text(200)),
    content: MarkdownText(100_000),
  },
  { additionalProperties: false },
);

/**
 * `values`: the record's fields as the form holds them; only its `Localized` and `LocalizedList`
 * fields are read, other fields are ignored and never sent.
 */
export const ContentFillRequest = Type.Object(
  {
    kind: Type.Literal('content-fill'),
    entity: Type.String({ minLength: 1, maxLength: 64 }),
    from: LanguageField(),
    values: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);

export type PostSeoRequest = Type.Static<typeof PostSeoRequest>;
export type ImageAltRequest = Type.Static<typeof ImageAltRequest>;
export type CampaignSubjectsRequest = Type.Static<typeof CampaignSubjectsRequest>;
export interface ContentFillRequest {
  kind: 'content-fill';
  entity: ContentFillEntity;
  from: Locale;
  values: Record<string, unknown>;
}
export type SuggestionRequest =
  PostSeoRequest | ImageAltRequest | CampaignSubjectsRequest | ContentFillRequest;

export interface SeoSuggestion {
  seo_title: string;
  seo_description: string;
}
export interface AltSuggestion {
  alt: string;
}
export interface SubjectSuggestion {
  subject: string;
}
/** A filled field: the other language's text (or list, for a `LocalizedList`). */
export type FilledValue = Partial<Record<Locale, string | string[]>>;

export interface SuggestionAnswers {
  'post-seo': { suggestions: SeoSuggestion[] };
  'image-alt': { suggestions: AltSuggestion[] };
  'campaign-subjects': { suggestions: SubjectSuggestion[] };
  'content-fill': { values: Record<string, FilledValue> };
}

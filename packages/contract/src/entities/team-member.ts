import Type from 'typebox';
import {
  CONTENT_ACCESS,
  CONTENT_INDEXES,
  DisplayOrder,
  Localized,
  Visible,
} from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';
import { RequiredText } from './field-types';
import { SLUG_PATTERN, slugFromText } from './slug-pattern';

const SLUG_MAX = 80;
import { ImageUrl } from './image-url';

const schema = Type.Object(
  {
    name: RequiredText(80),
    /**
     * The key of the member's author page (`/blog?author=<slug>`), unique: lowercase words joined
     * by hyphens. Made from the name when not given; records from before it was added got one
     * from their name (migration 0022).
     */
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: SLUG_MAX, pattern: SLUG_PATTERN })),
    role: Localized(100),
    description: Localized(400),
    /** The portrait (square); without one, the card shows the name only. */
    portrait: Type.Optional(ImageUrl()),
    portrait_alt: Localized(200),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** A member written without a slug gets one from their name (when it has a letter or digit). */
function fillSlug(data: Record<string, unknown>) {
  if (typeof data.slug === 'string' || typeof data.name !== 'string') return data;
  const slug = slugFromText(data.name, SLUG_MAX);
  return slug === '' ? data : { ...data, slug };
}

/** A person on the About page, and the author of blog posts (`BlogPost.author_id`). */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  schema,
  access: CONTENT_ACCESS,
  indexes: [...CONTENT_INDEXES, { fields: ['slug'], unique: true }],
  fill: fillSlug,
});

export type TeamMemberInput = Type.Static<typeof schema>;
export type TeamMemberRecord = TeamMemberInput & ServerFields;

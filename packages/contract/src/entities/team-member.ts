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
import { ImageUrl } from './image-url';
import { SLUG_PATTERN } from './slug-pattern';

/** The longest author page key (`slug`). */
export const TEAM_SLUG_MAX = 80;

const schema = Type.Object(
  {
    name: RequiredText(80),
    /**
     * The key of the member's author page (`/blog?author=<slug>`), unique: lowercase words joined
     * by hyphens. The console fills it from the name; a member without one has no author page and
     * signs no post. Records from before it was added got one from their name (migration 0021).
     */
    slug: Type.Optional(
      Type.String({ minLength: 1, maxLength: TEAM_SLUG_MAX, pattern: SLUG_PATTERN }),
    ),
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

/** A person on the About page, and the author of blog posts (`BlogPost.author_id`). */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  schema,
  access: CONTENT_ACCESS,
  indexes: [...CONTENT_INDEXES, { fields: ['slug'], unique: true }],
});

export type TeamMemberInput = Type.Static<typeof schema>;
export type TeamMemberRecord = TeamMemberInput & ServerFields;

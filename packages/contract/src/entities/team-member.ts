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

const schema = Type.Object(
  {
    name: RequiredText(80),
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

/** A person on the About page. */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  schema,
  access: CONTENT_ACCESS,
  indexes: CONTENT_INDEXES,
});

export type TeamMemberInput = Type.Static<typeof schema>;
export type TeamMemberRecord = TeamMemberInput & ServerFields;

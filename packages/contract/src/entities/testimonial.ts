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

const schema = Type.Object(
  {
    name: RequiredText(80),
    company: Localized(120),
    role: Localized(80),
    content: Localized(600),
    /** Stars out of five. */
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** A customer's word on the home page. */
export const Testimonial = defineEntity({
  name: 'Testimonial',
  schema,
  access: CONTENT_ACCESS,
  indexes: CONTENT_INDEXES,
});

export type TestimonialInput = Type.Static<typeof schema>;
export type TestimonialRecord = TestimonialInput & ServerFields;

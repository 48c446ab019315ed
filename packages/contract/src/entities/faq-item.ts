import Type from 'typebox';
import {
  CONTENT_ACCESS,
  CONTENT_INDEXES,
  DisplayOrder,
  Localized,
  Visible,
} from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';

const schema = Type.Object(
  {
    question: Localized(200),
    /** Plain text, shown as one paragraph and in the page's FAQPage structured data. */
    answer: Localized(2000),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** A question of the pricing page's FAQ. */
export const FaqItem = defineEntity({
  name: 'FaqItem',
  schema,
  access: CONTENT_ACCESS,
  indexes: CONTENT_INDEXES,
});

export type FaqItemInput = Type.Static<typeof schema>;
export type FaqItemRecord = FaqItemInput & ServerFields;

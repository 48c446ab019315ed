import Type from 'typebox';
import { RequiredText } from './field-types';

/**
 * Field builders of the records the team edits from the console (plans, testimonials, team,
 * values, figures, FAQ): every text exists in both languages, side by side in one record.
 */
export const Localized = (maxLength: number) =>
  Type.Object(
    { fr: RequiredText(maxLength), en: RequiredText(maxLength) },
    { additionalProperties: false },
  );

/** A list of short texts in both languages (a plan's features); the two lists may differ in length. */
export const LocalizedList = (maxLength: number, maxItems: number) =>
  Type.Object(
    {
      fr: Type.Array(RequiredText(maxLength), { maxItems }),
      en: Type.Array(RequiredText(maxLength), { maxItems }),
    },
    { additionalProperties: false },
  );

/** Position in its list, smallest first. */
export const DisplayOrder = () => Type.Integer({ minimum: 0, maximum: 10_000 });

/** Hidden records stay in the console and are never shown to visitors. */
export const Visible = () => Type.Boolean();

/** Visitors read what pages show: the visible records. */
export const CONTENT_ACCESS = {
  visitorCreate: false,
  visitorRead: { visible: true },
  staff: { read: 'content', write: 'content' },
} as const;

/** Every content list is read in display order. */
export const CONTENT_INDEXES = [{ fields: ['visible', 'order'] }] as const;

import Type from 'typebox';
import { CONTENT_ACCESS, DisplayOrder, Localized, Visible } from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';
import { FIGURE_PLACEMENTS } from './field-options';

const schema = Type.Object(
  {
    /** The page whose figures band shows it. */
    placement: Type.Enum(FIGURE_PLACEMENTS),
    /** As displayed, with each language's typography: « 99,9 % », "99.9%", "1000+". */
    value: Localized(20),
    /** Lower-case, so that value and label read as a phrase: « 99,9 % de disponibilité ». */
    label: Localized(80),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** A key figure on the Home or About page. */
export const SiteFigure = defineEntity({
  name: 'SiteFigure',
  schema,
  access: CONTENT_ACCESS,
  indexes: [{ fields: ['placement', 'visible', 'order'] }],
});

export type SiteFigureInput = Type.Static<typeof schema>;
export type SiteFigureRecord = SiteFigureInput & ServerFields;

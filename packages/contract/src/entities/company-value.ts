import Type from 'typebox';
import {
  CONTENT_ACCESS,
  CONTENT_INDEXES,
  DisplayOrder,
  Localized,
  Visible,
} from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';
import { VALUE_ICONS } from './field-options';

const schema = Type.Object(
  {
    title: Localized(60),
    description: Localized(300),
    icon: Type.Enum(VALUE_ICONS),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** One of the company's values on the About page. */
export const CompanyValue = defineEntity({
  name: 'CompanyValue',
  schema,
  access: CONTENT_ACCESS,
  indexes: CONTENT_INDEXES,
});

export type CompanyValueInput = Type.Static<typeof schema>;
export type CompanyValueRecord = CompanyValueInput & ServerFields;

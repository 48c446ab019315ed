import Type from 'typebox';
import { LEAD_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { fillLeadStatus, LEAD_WORK_FIELD_NAMES, LEAD_WORK_FIELDS } from './lead-fields';
import { Email, LanguageField, RequiredText, Text } from './field-types';

const schema = Type.Object(
  {
    name: RequiredText(100),
    email: Email(),
    company: RequiredText(200),
    phone: Type.Optional(Text(40)),
    language: LanguageField(),
    ...LEAD_WORK_FIELDS,
  },
  { additionalProperties: false },
);

export const DemoRequest = defineEntity({
  name: 'DemoRequest',
  schema,
  access: { visitorCreate: true, staff: LEAD_STAFF_ACCESS },
  indexes: [{ fields: ['email'] }, { fields: ['status', 'created_date'] }],
  serverManaged: LEAD_WORK_FIELD_NAMES,
  fill: fillLeadStatus,
});

export type DemoRequestInput = Type.Static<typeof schema>;
export type DemoRequestRecord = DemoRequestInput & ServerFields;

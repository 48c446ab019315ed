import Type from 'typebox';
import { LEAD_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { fillLeadStatus, LEAD_WORK_FIELD_NAMES, LEAD_WORK_FIELDS } from './lead-fields';
import { Email, LanguageField, RequiredText } from './field-types';

const schema = Type.Object(
  {
    name: RequiredText(100),
    email: Email(),
    message: RequiredText(5000),
    language: LanguageField(),
    ...LEAD_WORK_FIELDS,
  },
  { additionalProperties: false },
);

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  schema,
  access: { visitorCreate: true, staff: LEAD_STAFF_ACCESS },
  indexes: [{ fields: ['email'] }, { fields: ['status', 'created_date'] }],
  serverManaged: LEAD_WORK_FIELD_NAMES,
  fill: fillLeadStatus,
});

export type ContactMessageInput = Type.Static<typeof schema>;
export type ContactMessageRecord = ContactMessageInput & ServerFields;

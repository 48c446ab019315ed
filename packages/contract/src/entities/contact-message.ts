import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField, RequiredText } from './field-types';

const schema = Type.Object(
  {
    name: RequiredText(100),
    email: Email(),
    message: RequiredText(5000),
    language: LanguageField(),
  },
  { additionalProperties: false },
);

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  schema,
  access: { visitorCreate: true },
  indexes: [{ fields: ['email'] }],
});

export type ContactMessageInput = Type.Static<typeof schema>;
export type ContactMessageRecord = ContactMessageInput & ServerFields;

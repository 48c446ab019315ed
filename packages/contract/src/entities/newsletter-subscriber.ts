import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField } from './field-types';

const schema = Type.Object(
  {
    email: Email(),
    language: LanguageField(),
  },
  { additionalProperties: false },
);

export const NewsletterSubscriber = defineEntity({
  name: 'NewsletterSubscriber',
  schema,
  access: { visitorCreate: true },
  upsertKey: 'email',
  indexes: [{ fields: ['email'], unique: true }],
});

export type NewsletterSubscriberInput = Type.Static<typeof schema>;
export type NewsletterSubscriberRecord = NewsletterSubscriberInput & ServerFields;

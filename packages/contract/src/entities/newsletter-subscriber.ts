import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField } from './field-types';

const schema = Type.Object(
  {
    email: Email(),
    language: LanguageField(),
    /** The unticked opt-in box: a sign-up without explicit consent is refused (422). */
    consent: Type.Literal(true),
    /** Set once the address owner opens the link of the double opt-in e-mail. */
    confirmed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const NewsletterSubscriber = defineEntity({
  name: 'NewsletterSubscriber',
  schema,
  access: { visitorCreate: true },
  upsertKey: 'email',
  serverManaged: ['confirmed'],
  indexes: [{ fields: ['email'], unique: true }],
});

export type NewsletterSubscriberInput = Type.Static<typeof schema>;
export type NewsletterSubscriberRecord = NewsletterSubscriberInput & ServerFields;

import Type from 'typebox';
import { LEAD_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField, Text } from './field-types';

const schema = Type.Object(
  {
    email: Email(),
    language: LanguageField(),
    /** The unticked opt-in box: a sign-up without explicit consent is refused (422). */
    consent: Type.Literal(true),
    /** Set once the address owner opens the link of the double opt-in e-mail. */
    confirmed: Type.Optional(Type.Boolean()),
    /**
     * Where and when consent was obtained, for a subscriber an admin creates or imports as
     * already `confirmed` (required then): stored, shown and exported with the subscriber.
     */
    consent_note: Type.Optional(Text(500)),
    /** Set when an SMTP server refused the address for good (5xx): no campaign mails it again. */
    bouncing: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const NewsletterSubscriber = defineEntity({
  name: 'NewsletterSubscriber',
  schema,
  access: { visitorCreate: true, staff: LEAD_STAFF_ACCESS },
  upsertKey: 'email',
  serverManaged: ['confirmed', 'consent_note', 'bouncing'],
  indexes: [{ fields: ['email'], unique: true }],
});

export type NewsletterSubscriberInput = Type.Static<typeof schema>;
export type NewsletterSubscriberRecord = NewsletterSubscriberInput & ServerFields;

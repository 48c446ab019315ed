import Type from 'typebox';
import { INTEGRATIONS_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { IsoDate, Text } from './field-types';

/**
 * The events a webhook may ask for (docs/webhooks.md). `lead.*` covers the four lead lists
 * (WaitlistSubscriber, ContactMessage, DemoRequest, NewsletterSubscriber).
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'post.published',
  'campaign.sent',
  'content.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const schema = Type.Object(
  {
    /** Where deliveries are POSTed: http(s), checked against private networks (decision 0060). */
    url: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' }),
    events: Type.Array(Type.Enum(WEBHOOK_EVENTS), {
      minItems: 1,
      maxItems: WEBHOOK_EVENTS.length,
      uniqueItems: true,
    }),
    active: Type.Boolean(),
    description: Type.Optional(Text(300)),
    /** Server-managed: since when every delivery has failed; cleared by a success. */
    failing_since: Type.Optional(IsoDate()),
    /** Server-managed: why the server turned it off (24 h of failures), shown in the console. */
    disabled_reason: Type.Optional(Text(300)),
  },
  { additionalProperties: false },
);

/**
 * A receiver of signed events (Standard Webhooks; decision 0060). The create answer carries its
 * `secret` (`whsec_…`) once; it is never readable again.
 */
export const Webhook = defineEntity({
  name: 'Webhook',
  schema,
  access: { visitorCreate: false, staff: INTEGRATIONS_STAFF_ACCESS },
  indexes: [{ fields: ['active'] }],
  serverManaged: ['failing_since', 'disabled_reason'],
});

export type WebhookInput = Type.Static<typeof schema>;
export type WebhookRecord = WebhookInput & ServerFields;

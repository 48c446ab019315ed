import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { IsoDate, RequiredText, Text } from './field-types';
import { WEBHOOK_EVENTS } from './webhook';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'abandoned'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const schema = Type.Object(
  {
    webhook_id: RequiredText(64),
    /** The Standard Webhooks `webhook-id`: the same for every attempt of one event. */
    message_id: RequiredText(64),
    event: Type.Union([Type.Enum(WEBHOOK_EVENTS), Type.Literal('webhook.test')]),
    /** The JSON body sent, `{type, timestamp, data}`. */
    payload: RequiredText(200_000),
    status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: Type.Integer({ minimum: 0, maximum: 1000 }),
    next_attempt_date: Type.Optional(IsoDate()),
    last_attempt_date: Type.Optional(IsoDate()),
    response_code: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    duration_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 3_600_000 })),
    last_error: Type.Optional(Text(1000)),
  },
  { additionalProperties: false },
);

/** One event for one webhook, its attempts and outcome: the queue and the log (decision 0060). */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  schema,
  access: {
    visitorCreate: false,
    staff: { read: 'integrations', write: null, delete: 'integrations' },
  },
  indexes: [
    { fields: ['status', 'next_attempt_date'] },
    { fields: ['webhook_id', 'created_date'] },
  ],
});

export type WebhookDeliveryInput = Type.Static<typeof schema>;
export type WebhookDeliveryRecord = WebhookDeliveryInput & ServerFields;

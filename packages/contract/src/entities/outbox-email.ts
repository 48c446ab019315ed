import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import {
  OUTBOX_EMAIL_KINDS,
  OUTBOX_EMAIL_STATUSES,
  OUTBOX_HELD_REASONS,
  type OutboxEmailKind,
  type OutboxEmailStatus,
  type OutboxHeldReason,
} from './field-options';
import { Email, IsoDate, LanguageField, RequiredText, Text } from './field-types';

export { OUTBOX_EMAIL_KINDS, OUTBOX_EMAIL_STATUSES, OUTBOX_HELD_REASONS };
export type { OutboxEmailKind, OutboxEmailStatus, OutboxHeldReason };

const schema = Type.Object(
  {
    to: Email(),
    /** Team notifications: the visitor's address, so a reply goes straight to them. */
    reply_to: Type.Optional(Email()),
    subject: RequiredText(300),
    text: RequiredText(100_000),
    html: Type.Optional(Text(200_000)),
    /** The name of the From header, instead of MAIL_FROM's (its address never changes). */
    from_name: Type.Optional(
      Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    ),
    /** RFC 8058 one-click unsubscribe URL, sent as the `List-Unsubscribe` header. */
    list_unsubscribe: Type.Optional(Text(2048)),
    kind: Type.Enum(OUTBOX_EMAIL_KINDS),
    language: LanguageField(),
    status: Type.Enum(OUTBOX_EMAIL_STATUSES),
    attempts: Type.Integer({ minimum: 0, maximum: 1000 }),
    last_error: Type.Optional(Text(1000)),
    next_attempt_date: Type.Optional(IsoDate()),
    sent_date: Type.Optional(IsoDate()),
    /** Set with status `held`: why, and when it was held (decision 0051). */
    held_reason: Type.Optional(Type.Enum(OUTBOX_HELD_REASONS)),
    held_date: Type.Optional(IsoDate()),
  },
  { additionalProperties: false },
);

/** E-mails the site sends (team notifications, confirmations), queued and retried. Admin only. */
export const OutboxEmail = defineEntity({
  name: 'OutboxEmail',
  schema,
  access: { visitorCreate: false, staff: { read: 'mail', write: 'mail' } },
  // Every entity table is also indexed on created_date (newest first), the admin list's order.
  indexes: [{ fields: ['status', 'next_attempt_date'] }],
});

export type OutboxEmailInput = Type.Static<typeof schema>;
export type OutboxEmailRecord = OutboxEmailInput & ServerFields;

import Type from 'typebox';
import { Email, RequiredText, Text } from '../entities/field-types';

/** Longest accepted values, in characters (the subject is the outbox's own limit). */
export const SEND_EMAIL_LIMITS = { subject: 300, body: 50_000, fromName: 100 } as const;

/**
 * `integrations.Core.SendEmail` (admins only), with `@base44/sdk`'s parameters: one recipient,
 * a one-line subject and a plain-text body; `from_name` replaces the name of the site's From
 * header (never its address).
 */
export const SendEmailParams = Type.Object(
  {
    to: Email(),
    subject: RequiredText(SEND_EMAIL_LIMITS.subject),
    body: RequiredText(SEND_EMAIL_LIMITS.body),
    from_name: Type.Optional(Text(SEND_EMAIL_LIMITS.fromName)),
  },
  { additionalProperties: false },
);

export type SendEmailParams = Type.Static<typeof SendEmailParams>;

/** The queued e-mail: its `OutboxEmail` id and state (`pending`, or `stored` without SMTP). */
export interface SendEmailResult {
  success: true;
  id: string;
  status: 'pending' | 'stored';
}

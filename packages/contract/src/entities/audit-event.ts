import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Text } from './field-types';

/**
 * The actions the audit trail records (docs/product.md, « Audit trail »), in the console's order.
 * Other names are stored as they come; the console shows them as they are.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.signed-out',
  'auth.session-ended',
  'auth.password-reset-requested',
  'auth.password-reset',
  'auth.password-changed',
  'mfa.totp-enabled',
  'mfa.totp-disabled',
  'mfa.recovery-codes-renewed',
  'mfa.required-changed',
  'passkey.added',
  'passkey.removed',
  'user.invited',
  'user.role-changed',
  'user.disabled',
  'user.enabled',
  'user.deleted',
  'user.ownership-transferred',
  'lead.exported',
  'lead.imported',
  'privacy.erased',
  'record.deleted',
  'settings.changed',
  'webhook.created',
  'webhook.deleted',
  'webhook.secret-rotated',
  'webhook.disabled',
  'api-key.created',
  'api-key.deleted',
  // One per AI purpose (apps/server/src/ai/ai-purposes.ts): each call to the provider.
  'ai.invoke-llm',
  'ai.translate-post',
  'ai.fill-content',
  'ai.suggest-seo',
  'ai.suggest-alt',
  'ai.suggest-subjects',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Longest summary kept; a longer one is cut with an ellipsis. */
export const AUDIT_SUMMARY_MAX = 300;

const schema = Type.Object(
  {
    /** The account that acted; absent for a visitor (a failed sign-in) or the server itself. */
    actor_id: Type.Optional(Text(64)),
    actor_email: Type.Optional(Text(254)),
    action: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9.-]+$' }),
    target_entity: Type.Optional(Text(64)),
    target_id: Type.Optional(Text(256)),
    /** One line a person reads; never a password, token, code or an erased address. */
    summary: Text(AUDIT_SUMMARY_MAX),
    /** The client's address, when the action came from a request. */
    ip: Type.Optional(Text(64)),
    /** The same event repeated within a minute is one row counting them (decision 0057). */
    count: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  },
  { additionalProperties: false },
);

/**
 * Who did what and when (decision 0057). Written by the server only: read-only through the API
 * for everyone, the owner included; read and exported by the `audit` capability.
 */
export const AuditEvent = defineEntity({
  name: 'AuditEvent',
  schema,
  access: { visitorCreate: false, staff: { read: 'audit', write: null, delete: null } },
  // Every entity table is also indexed on created_date (newest first), the console's order.
  indexes: [
    { fields: ['action', 'created_date'] },
    { fields: ['actor_id', 'created_date'] },
    { fields: ['actor_email', 'created_date'] },
  ],
});

export type AuditEventInput = Type.Static<typeof schema>;
export type AuditEventRecord = AuditEventInput & ServerFields;

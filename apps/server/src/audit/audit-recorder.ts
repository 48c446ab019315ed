/**
 * What the audit trail records (docs/product.md, « Audit trail »). Every feature that does
 * something an audit asks about calls `record` after the fact; recording never fails the
 * request it follows (a failure is logged).
 * - `actor`: the account that acted (id and e-mail), or null for a visitor or the server itself
 *   (a failed sign-in names the e-mail tried in `summary`, not as an actor);
 * - `action`: a dotted name, e.g. `auth.sign-in`, `auth.sign-in-failed`, `mfa.enabled`,
 *   `user.role-changed`, `user.invited`, `lead.exported`, `privacy.erased`, `record.deleted`,
 *   `settings.changed`;
 * - `target_entity` and `target_id`: what it was done to, when it is one thing;
 * - `summary`: one short line a person reads (no password, token or code, ever).
 */
export interface AuditInput {
  actor: { id: string; email: string } | null;
  action: string;
  target_entity?: string;
  target_id?: string;
  summary: string;
  /** The client's address, when the action came from a request. */
  ip?: string;
}

export interface AuditRecorder {
  record(event: AuditInput): Promise<void>;
}

/** For tests and tools that record nothing. */
export const NO_AUDIT: AuditRecorder = { record: async () => undefined };

// The entry module of audit/: what the composition root and other features use of it.
export { NO_AUDIT, type AuditInput, type AuditRecorder } from './audit-recorder';
export { AuditLog } from './audit-log';
export { auditUserChanges } from './user-changes';
export { auditActor } from './audit-actor';

import type { FastifyRequest } from 'fastify';
import type { AuditInput } from './audit-recorder';

/** The actor and address of an audit event made by this request's caller. */
export function auditActor(request: FastifyRequest): Pick<AuditInput, 'actor' | 'ip'> {
  const { caller } = request;
  return { actor: caller ? { id: caller.id, email: caller.email } : null, ip: request.ip };
}

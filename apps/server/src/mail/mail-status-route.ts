import type { MailStatus } from '@vitrine/contract/client/mail-status-client';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../http/request-caller';
import type { MailService } from './mail-service';

/**
 * `GET /api/apps/{appId}/mail/status` (`mail`): whether an SMTP server is configured and
 * the outbox's counts, so the console never implies e-mails are on their way when none can be.
 */
export function registerMailStatusRoute(api: FastifyInstance, mail: MailService) {
  api.get(
    '/mail/status',
    { onRequest: requireCapability('mail') },
    async (): Promise<MailStatus> => {
      const counts = await mail.outbox.countByStatus(['pending', 'stored', 'failed', 'held']);
      return {
        smtp_configured: mail.outbox.sends,
        pending: counts.pending ?? 0,
        stored: counts.stored ?? 0,
        failed: counts.failed ?? 0,
        held: counts.held ?? 0,
      };
    },
  );
}

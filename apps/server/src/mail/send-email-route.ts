import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { SendEmailResult } from '@vitrine/contract/integrations/send-email';
import { DEFAULT_LOCALE } from '@vitrine/contract/locales';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../http/request-caller';
import { AppError } from '../errors/app-error';
import type { MailService } from './mail-service';
import { sendEmailInput } from './send-email-input';

/**
 * `integration-endpoints/Core/SendEmail` (`mail`), under `/api/apps/{appId}`: one plain-text
 * e-mail, queued in the outbox like every other and sent by its worker. Who is calling is
 * checked before the body is read, so the site is never a relay for anyone else.
 */
export function registerSendEmailRoute(api: FastifyInstance, mail: MailService) {
  api.post(
    '/integration-endpoints/Core/SendEmail',
    { onRequest: requireCapability('mail') },
    async (request): Promise<SendEmailResult> => {
      if (request.isMultipart()) {
        const message = 'Send the parameters of SendEmail as JSON';
        throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, message);
      }
      const { to, subject, body, from_name } = sendEmailInput(request.body);
      const email = await mail.queue(
        {
          to,
          subject,
          text: body,
          ...(from_name ? { from_name } : {}),
          kind: 'admin-message',
          language: DEFAULT_LOCALE,
        },
        request.caller?.email ?? null,
      );
      // Who sent which outbox record; never the address or the text.
      request.log.info({ adminId: request.caller?.id, emailId: email.id }, 'e-mail queued');
      return {
        success: true,
        id: email.id,
        status: email.status === 'stored' ? 'stored' : 'pending',
      };
    },
  );
}

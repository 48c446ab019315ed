import { HeldEmailsRequest, HeldEmailsResponse } from '@vitrine/contract/client/held-emails-client';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { MailService } from './mail-service';

/**
 * `POST /api/apps/{appId}/outbox/held` (`mail`): sends or drops the e-mails held since a
 * restore (decision 0051), the named ones or all of them. Ids not held are left as they are.
 */
export function registerHeldEmailsRoute(api: TypedApi, mail: MailService) {
  api.post(
    '/outbox/held',
    {
      onRequest: requireCapability('mail'),
      schema: { body: HeldEmailsRequest, response: { 200: HeldEmailsResponse } },
    },
    async (request) => {
      const { action, ids } = request.body;
      const changed = await mail.outbox.releaseHeld(action, ids);
      if (action === 'send' && changed > 0) mail.created();
      request.log.info({ adminId: request.caller?.id, action, changed }, 'held e-mails released');
      const { held = 0 } = await mail.outbox.countByStatus(['held']);
      return { changed, held };
    },
  );
}

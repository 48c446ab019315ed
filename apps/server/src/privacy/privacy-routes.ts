import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { Type } from 'typebox';
import { auditActor, NO_AUDIT, type AuditRecorder } from '../audit/audit';
import { requireCapability } from '../http/request-caller';
import { ValidationError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import type { TypedApi } from '../http/request-schema';

/** The entities that hold a person's data under their `email`. */
const PERSONAL_ENTITIES = [WaitlistSubscriber, ContactMessage, DemoRequest, NewsletterSubscriber];

/**
 * The address to erase, checked, trimmed and lower-cased by the forms' own rules (as stored
 * addresses were); 422 naming `email` when it is not one.
 */
function addressOf(email: string) {
  const result = validateRecord(ContactMessage.schema, { email }, { partial: true });
  if (!result.ok) throw new ValidationError(result.issues);
  return result.value.email as string;
}

/**
 * `privacy/erase` (`leads.manage`), under `/api/apps/{appId}`: a person's right to erasure. Every
 * record holding the address, and every e-mail sent to or on behalf of it, goes in one
 * transaction; caches are cleared through the store's change listeners.
 */
export function registerPrivacyRoutes(
  api: TypedApi,
  store: EntityStore,
  audit: AuditRecorder = NO_AUDIT,
) {
  const EraseBody = Type.Object({ email: Type.String() });
  const route = { onRequest: requireCapability('leads.manage'), schema: { body: EraseBody } };
  api.post('/privacy/erase', route, async (request) => {
    const email = addressOf(request.body.email);
    const deleted = await store.transaction([...PERSONAL_ENTITIES, OutboxEmail], async (trx) => {
      const counts: Record<string, number> = {};
      for (const entity of PERSONAL_ENTITIES) {
        counts[entity.name] = await store.deleteIn(trx, entity, { email });
      }
      const sentTo = { $or: [{ to: email }, { reply_to: email }] };
      counts[OutboxEmail.name] = await store.deleteIn(trx, OutboxEmail, sentTo);
      return counts;
    });
    // Who erased and how much; never the address.
    request.log.info({ adminId: request.caller?.id, deleted }, 'personal data erased');
    const counts = Object.entries(deleted).map(([entity, count]) => `${count} ${entity}`);
    const summary = `Erased one person's data: ${counts.join(', ')}`;
    await audit.record({ ...auditActor(request), action: 'privacy.erased', summary });
    return { email, deleted };
  });
}

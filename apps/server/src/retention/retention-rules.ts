import { AuditEvent } from '@vitrine/contract/entities/audit-event';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { WebhookDelivery } from '@vitrine/contract/entities/webhook-delivery';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import type { RetentionConfig } from '../config';

/** One kind of record the job deletes: which entity, and the filter of the expired ones. */
export interface RetentionRule {
  /** Names the count in reports and logs. */
  name: string;
  entity: EntityDefinition;
  expired(now: Date): Record<string, unknown>;
}

const DAY_MS = 24 * 3_600_000;

function before(now: Date, days: number) {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/**
 * A lead's last contact is its `updated_date`: when the person signed up again with the same
 * address (the record is updated, not duplicated) or confirmed their newsletter sign-up; it is
 * the creation date otherwise (see docs/decisions/0011-data-retention.md).
 */
function leadRule(entity: EntityDefinition, days: number): RetentionRule {
  return {
    name: entity.name,
    entity,
    expired: (now) => ({ updated_date: { $lt: before(now, days) } }),
  };
}

/** The rules for a configuration, in the order they run. */
export function retentionRules(config: RetentionConfig): RetentionRule[] {
  return [
    ...[WaitlistSubscriber, ContactMessage, DemoRequest, NewsletterSubscriber].map((entity) =>
      leadRule(entity, config.leadDays),
    ),
    {
      name: 'NewsletterSubscriber (unconfirmed)',
      entity: NewsletterSubscriber,
      expired: (now) => ({
        $or: [{ confirmed: { $exists: false } }, { confirmed: false }],
        updated_date: { $lt: before(now, config.unconfirmedNewsletterDays) },
      }),
    },
    {
      name: OutboxEmail.name,
      entity: OutboxEmail,
      expired: (now) => ({ created_date: { $lt: before(now, config.outboxDays) } }),
    },
    {
      name: AuditEvent.name,
      entity: AuditEvent,
      expired: (now) => ({ created_date: { $lt: before(now, config.auditDays) } }),
    },
    {
      name: WebhookDelivery.name,
      entity: WebhookDelivery,
      expired: (now) => ({
        status: { $ne: 'pending' },
        created_date: { $lt: before(now, config.webhookDeliveryDays) },
      }),
    },
  ];
}

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import { CONTENT_ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { NewsletterCampaign } from '@vitrine/contract/entities/newsletter-campaign';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import type { WebhookEvent } from '@vitrine/contract/entities/webhook';
import type { RecordsChanged } from '../entities/entity-lifecycle';
import type { StoredRecord } from '../entities/entity-records';

export type WebhookEventType = WebhookEvent | 'webhook.test';

/** One event to send: `data` is `{entity, record}` (the record as an admin reads it). */
export interface WebhookEventItem {
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** Given when several instances may raise the same event (a scheduled post): one delivery each. */
  messageId?: string;
}

const LEADS: ReadonlySet<string> = new Set(
  [WaitlistSubscriber, ContactMessage, DemoRequest, NewsletterSubscriber].map(({ name }) => name),
);
const CONTENT: ReadonlySet<string> = new Set(CONTENT_ENTITIES);

/** Whether a post is visible to visitors at `now`: published, its date (if any) come. */
export function isVisiblePost(record: StoredRecord | undefined, now: Date) {
  if (!record || record.published !== true) return false;
  const date = record.published_date;
  return typeof date !== 'string' || Date.parse(date) <= now.getTime();
}

/**
 * The message id of a post's `post.published`: the same whether the write or the publication
 * timer (of any instance) raises it, so it is queued once per webhook.
 */
export function postMessageId(record: StoredRecord) {
  return `post_${record.id}_${Date.parse(String(record.published_date ?? record.created_date))}`;
}

const item = (type: WebhookEventType, entity: string, record: StoredRecord): WebhookEventItem => ({
  type,
  data: { entity, record },
});

/** The webhook events of one committed write. */
export function eventsOf(change: RecordsChanged, now: Date): WebhookEventItem[] {
  const { entity, type, records, before } = change;
  if (LEADS.has(entity) && type !== 'delete') {
    const name = type === 'create' ? 'lead.created' : 'lead.updated';
    return records.map((record) => item(name, entity, record));
  }
  if (CONTENT.has(entity)) {
    return records.map((record) => ({
      type: 'content.changed',
      data: { entity, change: type, record },
    }));
  }
  const earlier = new Map(before.map((record) => [record.id, record]));
  if (entity === BlogPost.name && type !== 'delete') {
    return records
      .filter((record) => isVisiblePost(record, now) && !isVisiblePost(earlier.get(record.id), now))
      .map((record) => ({
        ...item('post.published', entity, record),
        messageId: postMessageId(record),
      }));
  }
  if (entity === NewsletterCampaign.name && type === 'update') {
    return records
      .filter((record) => record.status === 'sent' && earlier.get(record.id)?.status !== 'sent')
      .map((record) => item('campaign.sent', entity, record));
  }
  return [];
}

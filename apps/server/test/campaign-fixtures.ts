import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import type { EntityStore } from '../src/entities/entity-store';
import type { TestApp } from './test-app';

export interface SubscriberSpec {
  email: string;
  language: 'fr' | 'en';
  confirmed: boolean;
  bouncing?: boolean;
}

/**
 * `count` subscribers across both languages and confirmation states: even numbers French, odd
 * English; every third unconfirmed; every seventh confirmed one bouncing.
 */
export function mixedSubscribers(count: number, prefix = 'reader'): SubscriberSpec[] {
  return Array.from({ length: count }, (_, n) => ({
    email: `${prefix}${n}@example.com`,
    language: n % 2 === 0 ? 'fr' : 'en',
    confirmed: n % 3 !== 0,
    ...(n % 3 !== 0 && n % 7 === 0 ? { bouncing: true } : {}),
  }));
}

/** Who a campaign in `language` must reach among `specs`. */
export const audienceOf = (specs: SubscriberSpec[], language: 'fr' | 'en') =>
  specs
    .filter((spec) => spec.language === language && spec.confirmed && !spec.bouncing)
    .map((spec) => spec.email);

/** Stores the subscribers as an import would (1,000 per transaction); answers their ids by e-mail. */
export async function storeSubscribers(store: EntityStore, specs: SubscriberSpec[]) {
  const ids = new Map<string, string>();
  for (let start = 0; start < specs.length; start += 1000) {
    const records = await store.createMany(
      NewsletterSubscriber,
      specs
        .slice(start, start + 1000)
        .map((spec) => ({ ...spec, consent: true, consent_note: 'Salon Retail Tech, 2026-10-02' })),
    );
    for (const record of records) ids.set(String(record.email), record.id);
  }
  return ids;
}

/** Creates a campaign through the entity route as an admin; answers its id. */
export async function createCampaign(
  t: TestApp,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await t.postEntity(
    'NewsletterCampaign',
    {
      subject: 'Les nouveautés de novembre',
      content: 'Bonjour **à tous**.',
      language: 'fr',
      ...fields,
    },
    t.admin,
  );
  if (response.statusCode !== 201) throw new Error(`campaign not created: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Calls a campaign route (`send`, `pause`, `progress`…) as an admin unless told otherwise. */
export function campaignRoute(
  t: TestApp,
  id: string,
  action: string,
  headers: Record<string, string> = t.admin,
) {
  const method = ['progress', 'report'].includes(action) ? 'GET' : 'POST';
  return t.app.inject({
    method,
    url: `/api/apps/${t.config.appId}/newsletter/campaigns/${id}/${action}`,
    headers,
  });
}

/** The campaign's sender (tests run it themselves: `mailWorker: false`). */
export function senderOf(t: TestApp) {
  const sender = t.app.services.campaigns.sender;
  if (!sender) throw new Error('no campaign sender: SMTP is not configured');
  return sender;
}

/** Each address's count of messages received. */
export function countsByAddress(received: { recipients: string[] }[]) {
  const counts = new Map<string, number>();
  for (const mail of received)
    for (const to of mail.recipients) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { ConsoleCopy } from './content/fr/console';

export type CountKey = keyof ConsoleCopy['dashboard']['counts'];

/** The dashboard's cards, each a way into its table. */
export const COUNT_CARDS: { key: CountKey; to: string }[] = [
  { key: 'posts', to: '/admin/blog' },
  { key: 'drafts', to: '/admin/blog' },
  { key: 'waitlist', to: '/admin/leads/waitlist' },
  { key: 'contact', to: '/admin/leads/contact' },
  { key: 'demo', to: '/admin/leads/demo' },
  { key: 'newsletter', to: '/admin/leads/newsletter' },
  { key: 'outbox', to: '/admin/outbox' },
];

/** How many posts, drafts, leads of each kind and waiting e-mails there are. */
export async function loadCounts(
  client: ApiClient,
  signal: AbortSignal,
): Promise<Record<CountKey, number>> {
  const { entities } = client;
  const options = { signal };
  const values = await Promise.all([
    entities.BlogPost.count({ published: true }, options),
    entities.BlogPost.count({ published: false }, options),
    entities.WaitlistSubscriber.count(undefined, options),
    entities.ContactMessage.count(undefined, options),
    entities.DemoRequest.count(undefined, options),
    entities.NewsletterSubscriber.count(undefined, options),
    entities.OutboxEmail.count({ status: 'pending' }, options),
  ]);
  const counts = COUNT_CARDS.map(({ key }, index) => [key, values[index] ?? 0]);
  return Object.fromEntries(counts) as Record<CountKey, number>;
}

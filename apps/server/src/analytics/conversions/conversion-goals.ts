import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';

/** One goal per lead entity: a stored record of the entity is a conversion. */
export const CONVERSION_GOALS: readonly { entity: EntityDefinition; goal: string }[] = [
  { entity: WaitlistSubscriber, goal: 'Waitlist' },
  { entity: ContactMessage, goal: 'Contact' },
  { entity: DemoRequest, goal: 'Demo' },
  { entity: NewsletterSubscriber, goal: 'Newsletter' },
];

export function goalOf(entityName: string) {
  return CONVERSION_GOALS.find(({ entity }) => entity.name === entityName)?.goal;
}

import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { fetchMailStatus, type MailStatus } from '@vitrine/contract/client/mail-status-client';
import { LEAD_STATUSES, type LeadStatus } from '@vitrine/contract/entities/field-options';
import { consoleTransport } from '../shared/console-transport';
import { startOfWeek } from '../shared/lists/date-period';
import type { ConsoleDashboardCopy } from './content/fr/console-dashboard';

export type CountKey = keyof ConsoleDashboardCopy['counts'];

/** The dashboard's cards, each a way into its table. */
export const COUNT_CARDS: { key: CountKey; to: string }[] = [
  { key: 'posts', to: '/admin/blog' },
  { key: 'drafts', to: '/admin/blog' },
  { key: 'waitlist', to: '/admin/leads/waitlist' },
  { key: 'contact', to: '/admin/leads/contact' },
  { key: 'demo', to: '/admin/leads/demo' },
  { key: 'newsletter', to: '/admin/leads/newsletter?confirmed=confirmed' },
  { key: 'outbox', to: '/admin/outbox' },
];

/** The leads the team works, with a status each. */
export const WORKED_KINDS = ['contact', 'demo'] as const;
export type WorkedKind = (typeof WORKED_KINDS)[number];
const WORKED_ENTITIES = { contact: 'ContactMessage', demo: 'DemoRequest' } as const;

/** Weeks of the trend chart, this one included. */
export const TREND_WEEKS = 12;

export interface WeekCount {
  /** The Monday the week starts on, local midnight. */
  start: Date;
  contact: number;
  demo: number;
}

export interface DashboardData {
  /** The newsletter's card counts confirmed subscribers only. */
  counts: Record<CountKey, number>;
  newsletterPending: number;
  statuses: Record<WorkedKind, Record<LeadStatus, number>>;
  weeks: WeekCount[];
  mail: MailStatus;
}

/** The Mondays starting the last `count` weeks (this one last), local midnight. */
export function trendWeeks(now = new Date(), count = TREND_WEEKS): Date[] {
  const monday = startOfWeek(now);
  return Array.from(
    { length: count + 1 },
    (_, index) =>
      new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() - 7 * (count - index - 1)),
  );
}

/**
 * Every figure of the dashboard: posts, drafts, leads of each kind (the newsletter's confirmed
 * apart from pending), contact messages and demo requests per status and per week over the last
 * 12 weeks, and the outbox as the server tells it (whether SMTP is configured).
 */
export async function loadDashboard(
  client: ApiClient,
  signal: AbortSignal,
  now = new Date(),
): Promise<DashboardData> {
  const { entities } = client;
  const options = { signal };
  const { transport, appId } = consoleTransport();
  const bounds = trendWeeks(now);
  const weekly = (kind: WorkedKind) =>
    Promise.all(
      bounds.slice(0, -1).map((start, index) =>
        entities[WORKED_ENTITIES[kind]].count(
          {
            created_date: {
              $gte: start.toISOString(),
              $lt: bounds[index + 1]!.toISOString(),
            },
          },
          options,
        ),
      ),
    );
  const byStatus = async (kind: WorkedKind) => {
    const values = await Promise.all(
      LEAD_STATUSES.map((status) => entities[WORKED_ENTITIES[kind]].count({ status }, options)),
    );
    return Object.fromEntries(LEAD_STATUSES.map((status, i) => [status, values[i] ?? 0])) as Record<
      LeadStatus,
      number
    >;
  };
  const [values, newsletterPending, contact, demo, contactWeeks, demoWeeks, mail] =
    await Promise.all([
      Promise.all([
        entities.BlogPost.count({ published: true }, options),
        entities.BlogPost.count({ published: false }, options),
        entities.WaitlistSubscriber.count(undefined, options),
        entities.ContactMessage.count(undefined, options),
        entities.DemoRequest.count(undefined, options),
        entities.NewsletterSubscriber.count({ confirmed: true }, options),
      ]),
      entities.NewsletterSubscriber.count({ confirmed: { $ne: true } }, options),
      byStatus('contact'),
      byStatus('demo'),
      weekly('contact'),
      weekly('demo'),
      fetchMailStatus(transport, appId, options),
    ]);
  // Without SMTP, stored and pending e-mails alike wait for nothing.
  const outbox = mail.smtp_configured ? mail.pending : mail.pending + mail.stored;
  const counts = Object.fromEntries(
    COUNT_CARDS.map(({ key }, index) => [key, key === 'outbox' ? outbox : (values[index] ?? 0)]),
  ) as Record<CountKey, number>;
  const weeks = bounds.slice(0, -1).map((start, index) => ({
    start,
    contact: contactWeeks[index] ?? 0,
    demo: demoWeeks[index] ?? 0,
  }));
  return { counts, newsletterPending, statuses: { contact, demo }, weeks, mail };
}

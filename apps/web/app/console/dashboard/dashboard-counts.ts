import { roleCan, type Capability } from '@vitrine/contract/access/roles';
import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { fetchMailStatus, type MailStatus } from '@vitrine/contract/client/mail-status-client';
import { LEAD_STATUSES, type LeadStatus } from '@vitrine/contract/entities/field-options';
import { seesEveryPost } from '../shared/console-access';
import { consoleTransport } from '../shared/console-transport';
import { startOfWeek } from '../shared/lists/date-period';
import type { ConsoleDashboardCopy } from './content/fr/console-dashboard';

export type CountKey = keyof ConsoleDashboardCopy['counts'];

/** The dashboard's cards, each a way into its table. */
export const COUNT_CARDS: { key: CountKey; to: string; capability: Capability }[] = [
  { key: 'posts', to: '/admin/blog', capability: 'posts.own' },
  { key: 'drafts', to: '/admin/blog', capability: 'posts.own' },
  { key: 'waitlist', to: '/admin/leads/waitlist', capability: 'leads' },
  { key: 'contact', to: '/admin/leads/contact', capability: 'leads' },
  { key: 'demo', to: '/admin/leads/demo', capability: 'leads' },
  { key: 'newsletter', to: '/admin/leads/newsletter?confirmed=confirmed', capability: 'leads' },
  { key: 'outbox', to: '/admin/outbox', capability: 'mail' },
];

/** The cards a role may see, each by the capability of the page it opens. */
export const cardsFor = (role: string | undefined) =>
  COUNT_CARDS.filter(({ capability }) => roleCan(role, capability));

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

/** What the role may see; the rest is left out (never asked for). */
export interface DashboardData {
  /** The newsletter's card counts confirmed subscribers only. */
  counts: Partial<Record<CountKey, number>>;
  newsletterPending?: number;
  statuses?: Record<WorkedKind, Record<LeadStatus, number>>;
  weeks?: WeekCount[];
  mail?: MailStatus;
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

type Entities = ApiClient['entities'];

/** Contact messages and demo requests per status and per week, the lead kinds' totals. */
async function leadFigures(entities: Entities, options: { signal: AbortSignal }, bounds: Date[]) {
  const weekly = (kind: WorkedKind) =>
    Promise.all(
      bounds
        .slice(0, -1)
        .map((start, index) =>
          entities[WORKED_ENTITIES[kind]].count(
            { created_date: { $gte: start.toISOString(), $lt: bounds[index + 1]!.toISOString() } },
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
  const [
    waitlist,
    contact,
    demo,
    newsletter,
    newsletterPending,
    statuses,
    contactWeeks,
    demoWeeks,
  ] = await Promise.all([
    entities.WaitlistSubscriber.count(undefined, options),
    entities.ContactMessage.count(undefined, options),
    entities.DemoRequest.count(undefined, options),
    entities.NewsletterSubscriber.count({ confirmed: true }, options),
    entities.NewsletterSubscriber.count({ confirmed: { $ne: true } }, options),
    Promise.all([byStatus('contact'), byStatus('demo')]),
    weekly('contact'),
    weekly('demo'),
  ]);
  const weeks = bounds.slice(0, -1).map((start, index) => ({
    start,
    contact: contactWeeks[index] ?? 0,
    demo: demoWeeks[index] ?? 0,
  }));
  return {
    counts: { waitlist, contact, demo, newsletter },
    newsletterPending,
    statuses: { contact: statuses[0], demo: statuses[1] },
    weeks,
  };
}

/**
 * The figures of the dashboard the signed-in role may see, and no call for the others (a 403
 * would follow): posts and drafts (`posts.own`; an author's or contributor's own), leads of each
 * kind (the newsletter's confirmed apart from pending), contact messages and demo requests per
 * status and per week over the last 12 weeks (`leads`), the outbox as the server tells it, whether
 * SMTP is configured (`mail`).
 */
export async function loadDashboard(
  client: ApiClient,
  user: Pick<UserRecord, 'email' | 'role'>,
  signal: AbortSignal,
  now = new Date(),
): Promise<DashboardData> {
  const { entities } = client;
  const options = { signal };
  const can = (capability: Capability) => roleCan(user.role, capability);
  const own = seesEveryPost(user.role) ? {} : { created_by: user.email };
  const { transport, appId } = consoleTransport();
  const [posts, leads, mail] = await Promise.all([
    can('posts.own')
      ? Promise.all([
          entities.BlogPost.count({ ...own, published: true }, options),
          entities.BlogPost.count({ ...own, published: false }, options),
        ])
      : undefined,
    can('leads') ? leadFigures(entities, options, trendWeeks(now)) : undefined,
    can('mail') ? fetchMailStatus(transport, appId, options) : undefined,
  ]);
  const counts: DashboardData['counts'] = { ...leads?.counts };
  if (posts) [counts.posts, counts.drafts] = posts;
  // Without SMTP, stored and pending e-mails alike wait for nothing.
  if (mail) counts.outbox = mail.smtp_configured ? mail.pending : mail.pending + mail.stored;
  return { ...leads, counts, mail };
}

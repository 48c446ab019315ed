import type { EntityName } from '@vitrine/contract/entities/entity-registry';

/** The four lead tables of the console, as they appear in `/admin/leads/:kind`. */
export const LEAD_KINDS = ['waitlist', 'contact', 'demo', 'newsletter'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const isLeadKind = (value: string | undefined): value is LeadKind =>
  (LEAD_KINDS as readonly (string | undefined)[]).includes(value);

export const LEAD_ENTITIES = {
  waitlist: 'WaitlistSubscriber',
  contact: 'ContactMessage',
  demo: 'DemoRequest',
  newsletter: 'NewsletterSubscriber',
} as const satisfies Record<LeadKind, EntityName>;

/** The text fields the search box looks in. */
export const LEAD_SEARCH_FIELDS: Record<LeadKind, readonly string[]> = {
  waitlist: ['firstName', 'lastName', 'email', 'company'],
  contact: ['name', 'email', 'message'],
  demo: ['name', 'email', 'company', 'phone'],
  newsletter: ['email'],
};

/** Every field the detail view shows, in order (the record's dates and id follow). */
export const LEAD_DETAIL_FIELDS = {
  waitlist: [
    'firstName',
    'lastName',
    'email',
    'company',
    'role',
    'screensCount',
    'interests',
    'language',
  ],
  contact: ['name', 'email', 'language', 'message'],
  demo: ['name', 'email', 'company', 'phone', 'language'],
  newsletter: ['email', 'language', 'consent', 'confirmed', 'consent_note', 'bouncing'],
} as const satisfies Record<LeadKind, readonly string[]>;

export type LeadField = (typeof LEAD_DETAIL_FIELDS)[LeadKind][number];

/**
 * What the console reads of any lead record: its server fields and e-mail, then any field a
 * table or detail shows (optional, as each kind has only some).
 */
export type LeadRow = {
  id: string;
  email: string;
  created_date: string;
  updated_date: string;
  /** Contact messages and demo requests: what the team records while working them. */
  status?: string;
  notes?: string;
  assignee_id?: string;
  /** Where the lead came from: the list API adds them when a measured visit sent it. */
  source?: string | null;
  campaign?: string | null;
} & { [F in LeadField]?: unknown };

/** How a person is named in the table and the detail title: their name, else their e-mail. */
export function leadName(row: LeadRow): string {
  const parts = [row.firstName, row.lastName, row.name].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : row.email;
}

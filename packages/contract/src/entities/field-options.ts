// Option lists of entity fields, without the schema library: safe to import in any page's
// JavaScript (the entity modules build TypeBox schemas when loaded).

export const BLOG_CATEGORIES = [
  'digital-signage',
  'ai-technology',
  'business-tips',
  'case-studies',
  'tutorials',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const SCREENS_COUNT_OPTIONS = ['1-5', '6-20', '21-50', '50+'] as const;

export const INTEREST_OPTIONS = [
  'ai-content',
  'multi-screen',
  'scheduling',
  'analytics',
  'integrations',
] as const;

export const OUTBOX_EMAIL_KINDS = [
  'team-waitlist',
  'team-contact',
  'team-demo',
  'confirm-waitlist',
  'confirm-contact',
  'confirm-demo',
  'newsletter-opt-in',
  'account-invitation',
  'password-reset',
  /** To a teammate a contact message or demo request was assigned to (decision 0073). */
  'lead-assigned',
  /** Written by an admin through `integrations.Core.SendEmail`. */
  'admin-message',
  /** The weekly audience report an admin asked for (`User.analytics_report`). */
  'analytics-report',
  /** A test send of a newsletter campaign to admin addresses. */
  'newsletter-campaign-test',
  /** To admins: the server turned off a webhook failing for 24 h (decision 0060). */
  'webhook-disabled',
] as const;
export type OutboxEmailKind = (typeof OUTBOX_EMAIL_KINDS)[number];

/**
 * - `pending`: waiting to be sent (or retried at `next_attempt_date`);
 * - `sent`: accepted by the SMTP server at `sent_date`;
 * - `failed`: refused `MAIL_RETRY_MAX` times (see `last_error`);
 * - `stored`: written while no SMTP server was configured; kept for admins, never sent;
 * - `held`: was pending in a backup (see `held_reason`); never sent until an admin sends it
 *   (back to `pending`) or drops it (decision 0051);
 * - `dropped`: a held e-mail an admin chose not to send; kept as a record.
 */
export const OUTBOX_EMAIL_STATUSES = [
  'pending',
  'sent',
  'failed',
  'stored',
  'held',
  'dropped',
] as const;
export type OutboxEmailStatus = (typeof OUTBOX_EMAIL_STATUSES)[number];

/** Why e-mails are held: `restored`, they were pending when the backup was taken. */
export const OUTBOX_HELD_REASONS = ['restored'] as const;
export type OutboxHeldReason = (typeof OUTBOX_HELD_REASONS)[number];

/**
 * Account roles; what each may do is `ROLE_CAPABILITIES` (access/roles.ts). `user` is the Base44
 * default and opens no console; exactly one active `owner` per site.
 */
export const USER_ROLES = [
  'owner',
  'admin',
  'editor',
  'author',
  'contributor',
  'sales',
  'user',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * - `draft`: being written; editable;
 * - `scheduled`: `send` was asked for `scheduled_at`, still ahead; editable, can be canceled;
 * - `sending`: the audience is taken and e-mails are going out;
 * - `paused`: by an admin, or by the server past the error threshold (`last_error` says);
 * - `sent`: every recipient was sent, skipped or failed;
 * - `canceled`: stopped by an admin; what was sent stays sent;
 * - `failed`: could not go on (`last_error` says).
 * Only `draft` and `scheduled` campaigns can be edited.
 */
export const NEWSLETTER_CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'canceled',
  'failed',
] as const;
export type NewsletterCampaignStatus = (typeof NEWSLETTER_CAMPAIGN_STATUSES)[number];

/** Where a lead (contact message, demo request) stands with the team; a new lead is `new`. */
export const LEAD_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The four plans of the pricing page; the comparison table has a column for each paid one. */
export const PLAN_KEYS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const COMPARED_PLAN_KEYS = ['starter', 'professional', 'enterprise'] as const;

/** The pages that show a list of figures (`SiteFigure.placement`). */
export const FIGURE_PLACEMENTS = ['home', 'about'] as const;
export type FigurePlacement = (typeof FIGURE_PLACEMENTS)[number];

/** Icons a company value may show (the site maps each to a drawing). */
export const VALUE_ICONS = [
  'lightbulb',
  'pointer',
  'award',
  'accessibility',
  'sparkles',
  'shield',
  'heart',
  'users',
  'rocket',
  'leaf',
] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

/** The longest note on a lead, in characters (`notes`, and each note of its timeline). */
export const LEAD_NOTE_MAX_LENGTH = 5000;

/** The most entries one lead's timeline holds (decision 0073). */
export const LEAD_TIMELINE_MAX_ENTRIES = 500;

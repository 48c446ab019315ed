import type { ConsoleDashboardCopy } from '../fr/console-dashboard';

/** English copy of the console's dashboard (see `fr/console-dashboard.ts`). */
export const consoleDashboardCopy: ConsoleDashboardCopy = {
  title: 'Dashboard',
  intro: 'What came in through the site, at a glance.',
  counts: {
    posts: 'Published posts',
    drafts: 'Drafts',
    waitlist: 'Waitlist sign-ups',
    contact: 'Messages received',
    demo: 'Demo requests',
    newsletter: 'Newsletter subscribers',
    outbox: 'Emails waiting to be sent',
  },
  open: 'Open',
  workTitle: 'Messages and demos to handle',
  contact: 'Messages',
  demo: 'Demo requests',
  trendTitle: 'New leads per week',
  trendSummary:
    '{total} messages and demo requests over the last 12 weeks, {thisWeek} of them this week.',
  trendEmpty: 'No message or demo request over the last 12 weeks.',
  trendTable: 'Show the figures',
  trendLabel: 'New leads per week, as figures',
  week: 'Week of',
  weekOf: 'Week of {date}',
  newsletterConfirmed: 'Confirmed subscribers',
  newsletterPending: '{count} awaiting confirmation',
  outboxUnsent: 'Emails not going out',
  outboxSending: '{count} emails waiting to be sent',
  outboxNothingWaiting: 'No email waiting to be sent',
  outboxNoSmtp:
    '{count} emails kept but not sent: no SMTP server is configured (SMTP_URL), so nothing goes out.',
  outboxFailed: '{count} failed',
};

import type { AnalyticsReportWords } from './analytics-report';

const COMPANY = 'Vitrine SAS (24 rue de la République, 69002 Lyon, France)';

const DAYS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The weekly audience report in English. */
export const englishAnalyticsReport: AnalyticsReportWords = {
  locale: 'en-GB',
  range: (from, to) => DAYS.formatRange(from, to),
  subject: (range) => `Website audience, week of ${range}`,
  intro: (range, previousRange) =>
    `Hello,\nHere is how the Vitrine website did last week (Monday to Sunday, ${range}), compared with the week before (${previousRange}).`,
  quiet:
    'No page views in either week: the site may have had no visits, or audience measurement is turned off (ANALYTICS=false).',
  summary: {
    caption: 'At a glance',
    head: ['Measure', 'Last week', 'Week before', 'Change'],
  },
  totals: {
    visitors: 'Visitors',
    pageviews: 'Page views',
    conversions: 'Conversions',
    conversion_rate: 'Conversion rate',
  },
  points: (signed) => `${signed} pts`,
  noChange: '–',
  pages: {
    caption: 'Top pages',
    head: ['Page', 'Visitors', 'Page views'],
    empty: 'No page views last week.',
  },
  sources: {
    caption: 'Top sources',
    head: ['Source', 'Visitors', 'Conversions'],
    empty: 'No visits last week.',
  },
  goals: {
    caption: 'Conversions by goal',
    head: ['Goal', 'Last week', 'Week before'],
    names: {
      Waitlist: 'Waitlist',
      Contact: 'Contact message',
      Demo: 'Demo request',
      Newsletter: 'Newsletter',
    },
  },
  button: 'Open the dashboard',
  signature: 'Have a good week,\nThe Vitrine website',
  why: (links) => ({
    text: 'You get this report every Monday because you asked for it in the admin area. To stop it, untick “Weekly audience report” on the Admins page:',
    link: { label: 'Manage the report', url: links.settingsUrl },
  }),
  privacy: (links) => ({
    text: `These figures are anonymous totals, measured without cookies. ${COMPANY} uses your email address to manage your access to the website’s admin area and to send you this report; we keep it for as long as your account exists. To access, correct or erase your data, write to ${links.privacyEmail}.`,
    link: { label: 'Our privacy policy', url: links.privacyUrl },
  }),
};

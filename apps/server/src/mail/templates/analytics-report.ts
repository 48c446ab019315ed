import type { PrivacyLinks } from './fr';
import type { MailBlock, MailContent, MailNote } from './layout';

/** A week's headline figures. `conversion_rate`: % of visitors who converted, one decimal. */
export interface ReportTotals {
  visitors: number;
  pageviews: number;
  conversions: number;
  conversion_rate: number;
}

/** What one weekly report shows: last week (Monday to Sunday) against the week before. */
export interface AnalyticsReportData {
  week: { from: string; to: string };
  previousWeek: { from: string; to: string };
  current: ReportTotals;
  previous: ReportTotals;
  /** At most 5 each, most visited first. */
  pages: readonly { value: string; visitors: number; pageviews: number }[];
  sources: readonly { value: string; visitors: number; conversions: number }[];
  /** Every goal, with last week's conversions and the week before's. */
  goals: readonly { value: string; conversions: number; previous: number }[];
}

export interface AnalyticsReportLinks extends PrivacyLinks {
  /** The console's audience page. */
  dashboardUrl: string;
  /** Where the admin turns the report off (the console's Admins page). */
  settingsUrl: string;
}

/** The words of one language; the figures and tables are laid out by `analyticsReport`. */
export interface AnalyticsReportWords {
  /** BCP 47 locale of numbers and dates. */
  locale: string;
  /** Two dates (read in UTC) as a range: `16–22 November 2026`. */
  range: (from: Date, to: Date) => string;
  subject: (range: string) => string;
  intro: (range: string, previousRange: string) => string;
  quiet: string;
  summary: { caption: string; head: readonly [string, string, string, string] };
  totals: Record<keyof ReportTotals, string>;
  /** A change of the conversion rate, in percentage points (`+0.4`). */
  points: (signed: string) => string;
  /** No comparison (nothing the week before). */
  noChange: string;
  pages: { caption: string; head: readonly [string, string, string]; empty: string };
  sources: { caption: string; head: readonly [string, string, string]; empty: string };
  goals: {
    caption: string;
    head: readonly [string, string, string];
    names: Record<string, string>;
  };
  button: string;
  signature: string;
  why: (links: AnalyticsReportLinks) => MailNote;
  privacy: (links: AnalyticsReportLinks) => MailNote;
}

/** A range of local days (`YYYY-MM-DD`) in words: read at noon UTC, shown as they are. */
function dayRange(range: { from: string; to: string }, words: AnalyticsReportWords) {
  return words.range(new Date(`${range.from}T12:00:00Z`), new Date(`${range.to}T12:00:00Z`));
}

function formats(words: AnalyticsReportWords) {
  const count = new Intl.NumberFormat(words.locale);
  const rate = new Intl.NumberFormat(words.locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const change = new Intl.NumberFormat(words.locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const points = new Intl.NumberFormat(words.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return {
    count: (value: number) => count.format(value),
    rate: (value: number) => rate.format(value / 100),
    /** The change from the week before: a percentage, or none when it had nothing. */
    change: (now: number, before: number) =>
      before === 0 ? words.noChange : change.format((now - before) / before),
    points: (now: number, before: number) => words.points(points.format(now - before)),
  };
}

function summary(data: AnalyticsReportData, words: AnalyticsReportWords): MailBlock {
  const f = formats(words);
  const keys = ['visitors', 'pageviews', 'conversions'] as const;
  const rows = keys.map((key) => [
    words.totals[key],
    f.count(data.current[key]),
    f.count(data.previous[key]),
    f.change(data.current[key], data.previous[key]),
  ]);
  const now = data.current.conversion_rate;
  const before = data.previous.conversion_rate;
  rows.push([
    words.totals.conversion_rate,
    f.rate(now),
    f.rate(before),
    data.previous.visitors === 0 ? words.noChange : f.points(now, before),
  ]);
  return { type: 'table', caption: words.summary.caption, head: words.summary.head, rows };
}

function topTables(data: AnalyticsReportData, words: AnalyticsReportWords): MailBlock[] {
  const { count } = formats(words);
  const pages: MailBlock =
    data.pages.length === 0
      ? { type: 'paragraph', text: words.pages.empty }
      : {
          type: 'table',
          caption: words.pages.caption,
          head: words.pages.head,
          rows: data.pages.map((row) => [row.value, count(row.visitors), count(row.pageviews)]),
        };
  const sources: MailBlock =
    data.sources.length === 0
      ? { type: 'paragraph', text: words.sources.empty }
      : {
          type: 'table',
          caption: words.sources.caption,
          head: words.sources.head,
          rows: data.sources.map((row) => [row.value, count(row.visitors), count(row.conversions)]),
        };
  const goals: MailBlock = {
    type: 'table',
    caption: words.goals.caption,
    head: words.goals.head,
    rows: data.goals.map((row) => [
      words.goals.names[row.value] ?? row.value,
      count(row.conversions),
      count(row.previous),
    ]),
  };
  return [pages, sources, goals];
}

/** The weekly audience report: headline figures, top pages and sources, goals, a link. */
export function analyticsReport(
  data: AnalyticsReportData,
  links: AnalyticsReportLinks,
  words: AnalyticsReportWords,
): MailContent {
  const range = dayRange(data.week, words);
  const quiet = data.current.pageviews === 0 && data.previous.pageviews === 0;
  return {
    subject: words.subject(range),
    blocks: [
      { type: 'paragraph', text: words.intro(range, dayRange(data.previousWeek, words)) },
      ...(quiet ? [{ type: 'paragraph', text: words.quiet } as const] : []),
      summary(data, words),
      ...topTables(data, words),
      { type: 'button', label: words.button, url: links.dashboardUrl },
    ],
    signature: words.signature,
    privacy: words.privacy(links),
    notes: [words.why(links)],
  };
}

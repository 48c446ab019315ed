import type { AnalyticsReportData } from '../../mail/mail';
import type { AggregateFigures, BreakdownRow } from '@vitrine/contract/analytics/stats-api';
import type { AnalyticsStats } from '../stats/stats-types';
import type { ReportFigures } from './weekly-report-job';

/** Every goal is listed, in this order, even with no conversion: the weeks compare at a glance. */
const GOALS = ['Waitlist', 'Contact', 'Demo', 'Newsletter'];
const TOP = 5;

const totals = ({ visitors, pageviews, conversions, conversion_rate }: AggregateFigures) => ({
  visitors,
  pageviews,
  conversions,
  conversion_rate,
});

function goalRows(week: BreakdownRow[], previous: BreakdownRow[]) {
  const count = (rows: BreakdownRow[], goal: string) =>
    rows.find((row) => row.value === goal)?.conversions ?? 0;
  const others = [...week, ...previous]
    .map((row) => row.value)
    .filter((goal, index, all) => !GOALS.includes(goal) && all.indexOf(goal) === index);
  return [...GOALS, ...others].map((goal) => ({
    value: goal,
    conversions: count(week, goal),
    previous: count(previous, goal),
  }));
}

/** The report's figures from the stats queries: 6 queries per week, whatever the admins. */
export function reportFigures(stats: AnalyticsStats): ReportFigures {
  return async ({ week, previous }) => {
    const [now, before, pages, sources, goals, goalsBefore] = await Promise.all([
      stats.aggregate(week),
      stats.aggregate(previous),
      stats.breakdown(week, 'page', { limit: TOP }),
      stats.breakdown(week, 'source', { limit: TOP }),
      stats.breakdown(week, 'goal', { limit: 100 }),
      stats.breakdown(previous, 'goal', { limit: 100 }),
    ]);
    const data: AnalyticsReportData = {
      week,
      previousWeek: previous,
      current: totals(now),
      previous: totals(before),
      pages: pages.map(({ value, visitors, pageviews }) => ({ value, visitors, pageviews })),
      sources: sources.map(({ value, visitors, conversions }) => ({
        value,
        visitors,
        conversions,
      })),
      goals: goalRows(goals, goalsBefore),
    };
    return data;
  };
}

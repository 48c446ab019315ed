import { rolesWith } from '@vitrine/contract/access/roles';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import type { EntityStore } from '../../entities/entity-store';
import type { AnalyticsReportData, MailService } from '../../mail/mail';
import { composeWeeklyReport, type WeeklyReportSettings } from './weekly-report-mail';
import { addDays } from '../local-time';
import { dueReport, type ReportWeek } from './weekly-report-week';

/** The figures of a report week (the stats queries), the same for every admin. */
export type ReportFigures = (report: ReportWeek) => Promise<AnalyticsReportData>;

export interface WeeklyReportDeps {
  database: Database;
  store: EntityStore;
  mail: Pick<MailService, 'outbox' | 'created'>;
  settings: WeeklyReportSettings;
  figures: ReportFigures;
}

const SENDS = ANALYTICS_TABLES.reportSends;
/** Send marks are only needed while their week's report is due; kept 8 weeks, then deleted. */
const KEEP_SENDS_DAYS = 56;

/** Active team members who see the audience dashboard (`analytics`) and asked for the report. */
const RECIPIENTS = {
  role: { $in: rolesWith('analytics') },
  disabled: { $ne: true },
  analytics_report: true,
};

/**
 * Queues one admin's report unless an instance already did: the send mark (primary key week +
 * admin) and the outbox row are written in one transaction, and only the transaction whose
 * mark is new writes the e-mail. On PostgreSQL a second instance's insert waits for the first
 * to commit, then inserts nothing.
 */
async function queueOnce(
  deps: WeeklyReportDeps,
  week: string,
  admin: UserRecord,
  data: AnalyticsReportData,
  now: number,
) {
  const email = composeWeeklyReport(deps.settings, admin, data);
  // Due at once, whatever clock `now` comes from.
  const [row] = deps.mail.outbox.rows([email]);
  if (!row) return false;
  return deps.store.transaction([OutboxEmail], async (trx) => {
    const marked = await sql`INSERT INTO ${sql.table(SENDS)} (week, user_id, created_at)
      VALUES (${week}, ${admin.id}, ${now}) ON CONFLICT DO NOTHING`.execute(trx);
    if (Number(marked.numAffectedRows ?? 0) !== 1) return false;
    await trx.insertInto(row.table).values(row.values).execute();
    return true;
  });
}

/**
 * Queues the weekly report due at `now` (Monday 08:00 to midnight, local time) for every active
 * admin who asked for it and has not had it yet; answers how many were queued. Safe to run any
 * number of times, on any number of instances.
 */
export async function sendWeeklyReports(deps: WeeklyReportDeps, now = Date.now()) {
  const report = dueReport(now, deps.settings.timeZone);
  if (!report) return 0;
  const week = report.week.from;
  const admins = (await deps.store.list(User, { filter: RECIPIENTS })) as unknown as UserRecord[];
  const sent = await deps.database.db
    .selectFrom(SENDS)
    .select('user_id')
    .where('week', '=', week)
    .execute();
  const done = new Set(sent.map((mark) => String(mark.user_id)));
  const waiting = admins.filter((admin) => !done.has(admin.id));
  if (waiting.length === 0) return 0;
  const data = await deps.figures(report);
  let queued = 0;
  for (const admin of waiting) {
    if (await queueOnce(deps, week, admin, data, now)) queued += 1;
  }
  if (queued > 0) deps.mail.created();
  await deps.database.db
    .deleteFrom(SENDS)
    .where('week', '<', addDays(week, -KEEP_SENDS_DAYS))
    .execute();
  return queued;
}

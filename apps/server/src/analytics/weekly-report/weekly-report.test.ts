import { User } from '@vitrine/contract/entities/user';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, testDatabases, useTestAppWithSmtp } from '../../../test/test-app';
import { insertReportFixtures, REPORT_DUE } from '../../../test/weekly-report-rows';
import { openDatabase } from '../../db/database';
import { EntityStore } from '../../entities/entity-store';
import { OutboxStore } from '../../mail/outbox-store';
import { createAnalyticsStats } from '../stats/stats-queries';
import { reportFigures } from './weekly-report-figures';
import { sendWeeklyReports, type WeeklyReportDeps } from './weekly-report-job';
import { weeklyReportSettings } from './weekly-report-mail';

const MAIL_ENV = { PUBLIC_URL: 'https://vitrine.example', TEAM_EMAIL: 'equipe@vitrine.example' };
const NB = '\u00a0';
const HOUR = 3_600_000;

describe.each(testDatabases())('the weekly audience report on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, MAIL_ENV);
  let deps: WeeklyReportDeps;
  const mailTo = (address: string) =>
    smtp.received.filter((mail) => mail.recipients.includes(address));

  beforeAll(async () => {
    const { store } = t.app.services;
    const admin = (email: string, fields: object) =>
      store.create(User, { email, role: 'admin', ...fields });
    await admin('fr@vitrine.example', { analytics_report: true, language: 'fr' });
    await admin('en@vitrine.example', { analytics_report: true, language: 'en' });
    await admin('silent@vitrine.example', {});
    await admin('off@vitrine.example', { analytics_report: true, disabled: true });
    await store.create(User, {
      email: 'user@vitrine.example',
      role: 'user',
      analytics_report: true,
    });
    await insertReportFixtures(t.database);
    deps = {
      database: t.database,
      store,
      mail: t.app.services.mail,
      settings: weeklyReportSettings(t.config),
      figures: reportFigures(t.app.services.stats),
    };
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('lets the signed-in admin ask for it, and only for themself', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${t.base}/User/me`, headers: t.admin, payload });
    const on = await put({ analytics_report: true, language: 'en' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ email: ADMIN.email, analytics_report: true, language: 'en' });
    expect((await put({ analytics_report: 'yes' })).statusCode).toBe(422);
    expect((await put({ role: 'user' })).statusCode).toBe(422);
    expect((await put({ analytics_report: false })).json()).toMatchObject({
      analytics_report: false,
    });
  });

  it('sends nothing before Monday 08:00 and nothing the rest of the week', async () => {
    expect(await sendWeeklyReports(deps, REPORT_DUE - 1)).toBe(0);
    expect(await sendWeeklyReports(deps, REPORT_DUE + 17 * HOUR)).toBe(0);
    expect(await sendWeeklyReports(deps, REPORT_DUE + 2 * 24 * HOUR)).toBe(0);
  });

  it('e-mails each active admin who asked, once, with last week against the week before', async () => {
    expect(await sendWeeklyReports(deps, REPORT_DUE)).toBe(2);
    expect(await t.app.services.mail.flush()).toBe(2);
    expect(smtp.received.flatMap((mail) => mail.recipients).sort()).toEqual([
      'en@vitrine.example',
      'fr@vitrine.example',
    ]);
    const [french] = mailTo('fr@vitrine.example');
    expect(french?.subject).toBe(`Audience du site${NB}: semaine du 1er au 7 mars 2027`);
    expect(french?.html).toMatch(/<html lang="fr">/);
    for (const line of [
      `Visiteurs | 3 | 1 | +200${NB}%`,
      `Pages vues | 6 | 1 | +500${NB}%`,
      'Conversions | 2 | 0 | –',
      `Taux de conversion | 66,7${NB}% | 0,0${NB}% | +66,7${NB}pt`,
      'Page | Visiteurs | Pages vues\n/ | 2 | 2\n/tarifs | 2 | 3\n/contact | 1 | 1\n',
      'Liste d’attente | 1 | 0\nMessage de contact | 1 | 0\nDemande de démo | 0 | 0',
      'https://vitrine.example/admin/analytics',
    ]) {
      expect(french?.text).toContain(line);
    }
    expect(french?.text).not.toContain('/blog');
    const [english] = mailTo('en@vitrine.example');
    expect(english?.subject).toBe('Website audience, week of 1\u2009–\u20097 March 2027');
    expect(english?.html).toMatch(/<html lang="en">/);
    expect(english?.text).toContain('Conversion rate | 66.7% | 0.0% | +66.7 pts');
    expect(english?.text).toMatch(/Source \| Visitors \| Conversions\n(.+\n){3}/);
    expect(english?.text).toContain('Google | 1 | 1');
  });

  it('sends one per admin and week, however many runs or instances', async () => {
    const later = REPORT_DUE + 3 * HOUR;
    const runs = await Promise.all([1, 2, 3].map(() => sendWeeklyReports(deps, later)));
    expect(runs).toEqual([0, 0, 0]);
    // A new week: concurrent runs share it out, one e-mail per admin. On PostgreSQL, half of
    // them come from a second instance (its own pool on the same database); SQLite has one
    // server per file (decision 0001).
    const nextWeek = REPORT_DUE + 7 * 24 * HOUR;
    const database =
      testDatabase.name === 'postgres' ? openDatabase(t.config.databaseUrl) : undefined;
    const instances = [deps, deps];
    if (database) {
      const store = new EntityStore(database);
      const outbox = new OutboxStore(database, store, true);
      const figures = reportFigures(createAnalyticsStats(database, t.config.analytics));
      const other = {
        ...deps,
        database,
        store,
        figures,
        mail: { outbox, created: () => undefined },
      };
      instances.push(other, other);
    } else instances.push(deps, deps);
    const shared = await Promise.all(
      instances.map((instance) => sendWeeklyReports(instance, nextWeek)),
    );
    await database?.close();
    expect(shared.reduce((sum, queued) => sum + queued, 0)).toBe(2);
    expect(await t.app.services.mail.flush()).toBe(2);
    expect(mailTo('fr@vitrine.example')).toHaveLength(1);
    expect(mailTo('en@vitrine.example')).toHaveLength(1);
    expect(mailTo('fr@vitrine.example')[0]?.text).toContain(`Visiteurs | 1 | 3 | -67${NB}%`);
  });
});

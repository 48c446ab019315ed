import { describe, expect, it } from 'vitest';
import { composeWeeklyReport } from '../../analytics/weekly-report/weekly-report-mail';
import type { AnalyticsReportData } from './analytics-report';

const settings = {
  publicUrl: 'https://vitrine.example',
  privacyContactEmail: 'vie-privee@vitrine.example',
  timeZone: 'Europe/Paris',
};
const NB = '\u00a0';
/** Intl's French thousands separator: a narrow non-breaking space. */
const NNB = '\u202f';

const data: AnalyticsReportData = {
  week: { from: '2026-11-16', to: '2026-11-22' },
  previousWeek: { from: '2026-11-09', to: '2026-11-15' },
  current: { visitors: 1250, pageviews: 3400, conversions: 25, conversion_rate: 2 },
  previous: { visitors: 1000, pageviews: 3400, conversions: 0, conversion_rate: 0 },
  pages: [{ value: '/tarifs?<b>', visitors: 300, pageviews: 420 }],
  sources: [],
  goals: [
    { value: 'Waitlist', conversions: 20, previous: 0 },
    { value: 'Demo', conversions: 5, previous: 0 },
  ],
};

describe('the weekly audience report e-mail', () => {
  it('is written in French with French typography, tables and a link to the dashboard', () => {
    const mail = composeWeeklyReport(
      settings,
      { email: 'a@vitrine.example', language: 'fr' },
      data,
    );
    expect(mail).toMatchObject({
      to: 'a@vitrine.example',
      kind: 'analytics-report',
      language: 'fr',
    });
    expect(mail.subject).toBe(`Audience du site${NB}: semaine du 16 au 22 novembre 2026`);
    expect(mail.text).toContain('(du 9 au 15 novembre 2026)');
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(mail.html).toContain('<caption style="');
    expect(mail.html).toContain('<th scope="col"');
    expect(mail.html).toContain('<th scope="row"');
    // Visitor text is escaped; figures are formatted the French way.
    expect(mail.html).toContain('/tarifs?&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain(`Visiteurs | 1${NNB}250 | 1${NNB}000 | +25${NB}%`);
    expect(mail.text).toContain(`Taux de conversion | 2,0${NB}% | 0,0${NB}% | +2,0${NB}pt`);
    expect(mail.text).toContain('Conversions | 25 | 0 | –');
    expect(mail.text).toContain('Liste d’attente | 20 | 0');
    expect(mail.text).toContain('Aucune visite la semaine dernière.');
    expect(mail.text).toContain(`«${NB}Rapport d’audience hebdomadaire${NB}»`);
    expect(mail.text).toContain('https://vitrine.example/admin/analytics');
    expect(mail.text).toContain('https://vitrine.example/admin/users');
    expect(mail.text).toContain('https://vitrine.example/privacy');
  });

  it('writes French ranges the French way across months and years', () => {
    const week = { from: '2026-12-28', to: '2027-01-03' };
    const previousWeek = { from: '2026-11-30', to: '2026-12-06' };
    const admin = { email: 'a@vitrine.example', language: 'fr' } as const;
    const mail = composeWeeklyReport(settings, admin, { ...data, week, previousWeek });
    expect(mail.subject).toBe(
      `Audience du site${NB}: semaine du 28 décembre 2026 au 3 janvier 2027`,
    );
    expect(mail.text).toContain('(du 30 novembre au 6 décembre 2026)');
  });

  it('is written in English for an admin whose account is in English', () => {
    const previous = { visitors: 1000, pageviews: 4000, conversions: 20, conversion_rate: 1.6 };
    const mail = composeWeeklyReport(
      settings,
      { email: 'b@vitrine.example', language: 'en' },
      { ...data, previous },
    );
    expect(mail.subject).toBe('Website audience, week of 16\u2009–\u200922 November 2026');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(mail.text).toContain('Page views | 3,400 | 4,000 | -15%');
    expect(mail.text).toContain('Conversion rate | 2.0% | 1.6% | +0.4 pts');
    expect(mail.text).toContain('Waitlist | 20 | 0');
    expect(mail.text).toContain('Demo request | 5 | 0');
    expect(mail.text).toContain('https://vitrine.example/en/privacy');
  });
});

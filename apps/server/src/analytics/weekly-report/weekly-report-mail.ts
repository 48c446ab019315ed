import type { UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import type { AppConfig } from '../../config';
import {
  analyticsReport,
  type AnalyticsReportData,
  englishAnalyticsReport,
  frenchAnalyticsReport,
  type NewEmail,
  renderMail,
} from '../../mail/mail';

export interface WeeklyReportSettings {
  publicUrl: AppConfig['publicUrl'];
  privacyContactEmail: string;
  timeZone: string;
}

/** The settings the report needs, from the server's configuration. */
export function weeklyReportSettings(config: Pick<AppConfig, 'publicUrl' | 'mail' | 'analytics'>) {
  return {
    publicUrl: config.publicUrl,
    privacyContactEmail: config.mail.privacyContactEmail,
    timeZone: config.analytics.timeZone,
  };
}

/** One admin's weekly report, in the language of their account (French unless set). */
export function composeWeeklyReport(
  settings: WeeklyReportSettings,
  admin: Pick<UserRecord, 'email' | 'language'>,
  data: AnalyticsReportData,
): NewEmail {
  const language: Locale = admin.language === 'en' ? 'en' : 'fr';
  const site = settings.publicUrl;
  const links = {
    dashboardUrl: `${site}/admin/analytics`,
    settingsUrl: `${site}/admin/users`,
    privacyUrl: `${site}${language === 'en' ? '/en' : ''}/privacy`,
    privacyEmail: settings.privacyContactEmail,
  };
  const words = language === 'en' ? englishAnalyticsReport : frenchAnalyticsReport;
  const { subject, text, html } = renderMail(analyticsReport(data, links, words), language);
  return { to: admin.email, kind: 'analytics-report', language, subject, text, html };
}

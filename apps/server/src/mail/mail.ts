// The entry module of mail/: what the composition root and other features use of it.
export { ConfirmationCap } from './confirmation-cap';
export type { CampaignLinks, MailComposer, NewEmail } from './mail-messages';
export { registerHeldEmailsRoute } from './held-emails-route';
export { MailService } from './mail-service';
export { registerMailStatusRoute } from './mail-status-route';
export { retryDelayMs, type MailTransport, type OutgoingEmail } from './mail-worker';
export { MAX_HELD_IDS, OutboxStore, type HeldAction } from './outbox-store';
export { registerNewsletterRoutes } from './newsletter-routes';
export { NewsletterTokens } from './newsletter-tokens';
export { registerSendEmailRoute } from './send-email-route';
export { addressOf, createSmtpTransport, domainOf } from './smtp-transport';
export { analyticsReport, type AnalyticsReportData } from './templates/analytics-report';
export { englishAnalyticsReport } from './templates/analytics-report-en';
export { frenchAnalyticsReport } from './templates/analytics-report-fr';
export { escapeHtml } from './templates/html-escape';
export { fr, headerSafe, oneLine, renderMail } from './templates/layout';

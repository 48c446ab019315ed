import type { ContactMessageRecord } from '@vitrine/contract/entities/contact-message';
import type { DemoRequestRecord } from '@vitrine/contract/entities/demo-request';
import type { NewsletterSubscriberRecord } from '@vitrine/contract/entities/newsletter-subscriber';
import type { OutboxEmailInput } from '@vitrine/contract/entities/outbox-email';
import type { WaitlistSubscriberRecord } from '@vitrine/contract/entities/waitlist-subscriber';
import type { Locale } from '@vitrine/contract/locales';
import type { AppConfig } from '../config';
import { englishAccountMails } from './templates/account-en';
import { frenchAccountMails } from './templates/account-fr';
import { englishMails } from './templates/en';
import { frenchMails, type PrivacyLinks } from './templates/fr';
import {
  headerSafe,
  oneLine,
  plainLines,
  renderMail,
  type MailContent,
  type RenderedMail,
} from './templates/layout';
import { leadAssignedMail, type AssignedLead } from './templates/lead-assigned';
import { TEAM_LANGUAGE, teamMails } from './templates/team';

/** An e-mail ready to be queued: what the outbox stores before any attempt. */
export type NewEmail = Pick<
  OutboxEmailInput,
  'to' | 'reply_to' | 'subject' | 'text' | 'html' | 'kind' | 'language' | 'list_unsubscribe'
>;

export interface NewsletterLinks {
  confirmToken: string;
  unsubscribeToken: string;
}

export interface CampaignLinks extends PrivacyLinks {
  /** `PUBLIC_URL`: site paths (`/uploads/…`, a post's page) are appended to it. */
  siteUrl: string;
  homeUrl: string;
  /** The campaign as a public web page, without personal links. */
  webVersionUrl: string;
}

type MailSettings = Pick<AppConfig, 'publicUrl' | 'appId' | 'mail'>;

/** Fields a visitor writes on several lines (a contact message): their lines are kept, quoted. */
const MULTILINE_FIELDS = new Set(['message']);

const folded = (field: string, value: unknown): unknown => {
  if (typeof value === 'string')
    return MULTILINE_FIELDS.has(field) ? plainLines(value) : oneLine(value);
  return Array.isArray(value) ? value.map((item) => folded(field, item)) : value;
};

/**
 * A visitor's record as e-mails may show it: every text on one line (CR, LF, tabs, other
 * controls and Unicode line separators fold into one space), so nothing a visitor types can
 * start a line of its own in the subject, the text or the HTML.
 */
function mailSafe<R extends object>(record: R): R {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [field, folded(field, value)]),
  ) as R;
}

/** Builds every e-mail the site sends, from the stored record, in the right language. */
export class MailComposer {
  /** Confirmations hold nothing of the visitor: each language's is rendered once. */
  private readonly rendered = new Map<string, RenderedMail>();

  constructor(private readonly config: MailSettings) {}

  /** A page of the site in a language: `/privacy` (French) or `/en/privacy`. */
  pageUrl(language: Locale, path: string) {
    return `${this.config.publicUrl}${language === 'en' ? '/en' : ''}${path}`;
  }

  newsletterPageUrl(language: Locale, action: 'confirm' | 'unsubscribe', token: string) {
    return `${this.pageUrl(language, '/newsletter')}?action=${action}&token=${token}`;
  }

  /** The RFC 8058 one-click address (a POST to the API; a GET only redirects to the page). */
  oneClickUnsubscribeUrl(language: Locale, token: string) {
    const { publicUrl, appId } = this.config;
    const lang = language === 'en' ? '&lang=en' : '';
    return `${publicUrl}/api/apps/${appId}/newsletter/unsubscribe?token=${token}${lang}`;
  }

  /** What a newsletter campaign's e-mail links to, besides each recipient's unsubscribe link. */
  campaignLinks(language: Locale, campaignId: string): CampaignLinks {
    const { publicUrl, appId } = this.config;
    return {
      ...this.links(language),
      siteUrl: publicUrl,
      homeUrl: this.pageUrl(language, '/'),
      webVersionUrl: `${publicUrl}/api/apps/${appId}/newsletter/campaigns/${encodeURIComponent(campaignId)}/web`,
    };
  }

  private links(language: Locale): PrivacyLinks {
    return {
      privacyUrl: this.pageUrl(language, '/privacy'),
      privacyEmail: this.config.mail.privacyContactEmail,
    };
  }

  private visitorMails(language: Locale) {
    return language === 'en' ? englishMails : frenchMails;
  }

  private email(
    content: MailContent,
    fields: Omit<NewEmail, 'subject' | 'text' | 'html'>,
  ): NewEmail {
    const { subject, text, html } = renderMail(content, fields.language);
    return { ...fields, subject, text, html };
  }

  /** A confirmation to a visitor: the same text for everyone in a language. */
  private confirmation(
    kind: 'confirm-waitlist' | 'confirm-contact' | 'confirm-demo',
    language: Locale,
    to: string,
  ): NewEmail {
    const key = `${kind}:${language}`;
    let mail = this.rendered.get(key);
    if (!mail) {
      const mails = this.visitorMails(language);
      const links = this.links(language);
      const content =
        kind === 'confirm-waitlist'
          ? mails.confirmWaitlist(links)
          : kind === 'confirm-contact'
            ? mails.confirmContact(links)
            : mails.confirmDemo({ ...links, schedulingUrl: this.config.mail.demoSchedulingUrl });
      mail = renderMail(content, language);
      this.rendered.set(key, mail);
    }
    return { ...mail, to, kind, language };
  }

  /** A team notification: the one way a visitor's record gets into an e-mail, folded first. */
  private team<R extends { email: string }>(
    kind: NewEmail['kind'],
    template: (record: R, links: PrivacyLinks) => MailContent,
    record: R,
  ) {
    const content = template(mailSafe(record), this.links(TEAM_LANGUAGE));
    const to = this.config.mail.teamEmail;
    return this.email(content, { to, reply_to: record.email, kind, language: TEAM_LANGUAGE });
  }

  waitlist(record: WaitlistSubscriberRecord): NewEmail[] {
    return [
      this.team('team-waitlist', teamMails.waitlist, record),
      this.confirmation('confirm-waitlist', record.language, record.email),
    ];
  }

  contact(record: ContactMessageRecord): NewEmail[] {
    return [
      this.team('team-contact', teamMails.contact, record),
      this.confirmation('confirm-contact', record.language, record.email),
    ];
  }

  demo(record: DemoRequestRecord): NewEmail[] {
    return [
      this.team('team-demo', teamMails.demo, record),
      this.confirmation('confirm-demo', record.language, record.email),
    ];
  }

  /** The one-time page where an invited user (or one an admin reset) chooses a password. */
  setPasswordUrl(token: string) {
    return `${this.config.publicUrl}/login?set_password=${token}`;
  }

  /** An account invitation or password reset, with its one-time link, in the user's language. */
  accountLink(
    kind: 'account-invitation' | 'password-reset' | 'password-reset-requested',
    user: { email: string; full_name?: string },
    language: Locale,
    setPasswordUrl: string,
  ): NewEmail {
    const mails = language === 'en' ? englishAccountMails : frenchAccountMails;
    const fullName = user.full_name === undefined ? undefined : oneLine(user.full_name);
    const links = { ...this.links(language), setPasswordUrl, fullName };
    if (kind === 'password-reset-requested') {
      const content = mails.passwordResetRequested(links);
      return this.email(content, { to: user.email, kind: 'password-reset', language });
    }
    const content =
      kind === 'account-invitation' ? mails.invitation(links) : mails.passwordReset(links);
    return this.email(content, { to: user.email, kind, language });
  }

  /**
   * A contact message or demo request given to a teammate (decision 0073), in their language:
   * the visitor's words folded onto lines, the message cut to an excerpt, a link to the lead.
   */
  leadAssigned(
    to: string,
    language: Locale,
    lead: Omit<AssignedLead, keyof PrivacyLinks | 'leadUrl'> & { id: string },
  ): NewEmail {
    const { id, ...shown } = lead;
    const content = leadAssignedMail[language]({
      ...shown,
      name: oneLine(shown.name),
      company: shown.company === undefined ? undefined : oneLine(shown.company),
      excerpt: shown.excerpt === undefined ? undefined : plainLines(shown.excerpt),
      leadUrl: `${this.config.publicUrl}/admin/leads/${shown.kind}?lead=${encodeURIComponent(id)}`,
      ...this.links(language),
    });
    const subject = headerSafe(content.subject);
    return this.email({ ...content, subject }, { to, kind: 'lead-assigned', language });
  }

  /** The double opt-in e-mail only: the team is not notified of newsletter sign-ups. */
  newsletterOptIn(record: NewsletterSubscriberRecord, tokens: NewsletterLinks): NewEmail {
    const { language, email } = record;
    const content = this.visitorMails(language).newsletterOptIn({
      ...this.links(language),
      confirmUrl: this.newsletterPageUrl(language, 'confirm', tokens.confirmToken),
      unsubscribeUrl: this.newsletterPageUrl(language, 'unsubscribe', tokens.unsubscribeToken),
    });
    return this.email(content, {
      to: email,
      kind: 'newsletter-opt-in',
      language,
      list_unsubscribe: this.oneClickUnsubscribeUrl(language, tokens.unsubscribeToken),
    });
  }
}

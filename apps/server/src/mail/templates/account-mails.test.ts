import { describe, expect, it } from 'vitest';
import { englishAccountMails } from './account-en';
import { frenchAccountMails, type AccountMails } from './account-fr';
import { renderMail } from './layout';

const links = {
  privacyUrl: 'https://vitrine.example/privacy',
  privacyEmail: 'privacy@vitrine.example',
  setPasswordUrl: 'https://vitrine.example/login?set_password=abc',
};
const both = (mails: AccountMails, fullName?: string) => [
  mails.invitation({ ...links, fullName }),
  mails.passwordReset({ ...links, fullName }),
  mails.passwordResetRequested({ ...links, fullName }),
];

describe('account e-mails', () => {
  it('carry the one-time link as a button and as text, with its 7-day limit', () => {
    for (const [mails, language, days] of [
      [frenchAccountMails, 'fr', '7 jours'],
      [englishAccountMails, 'en', '7 days'],
    ] as const) {
      for (const content of both(mails)) {
        const { text, html } = renderMail(content, language);
        expect(text).toContain(links.setPasswordUrl);
        expect(html).toContain(`href="${links.setPasswordUrl}"`);
        expect(text).toContain(days);
        const notice = text.slice(text.lastIndexOf('---'));
        for (const part of ['Vitrine SAS', links.privacyEmail, links.privacyUrl])
          expect(notice).toContain(part);
      }
    }
  });

  it('write French typography in French only, and greet by name when there is one', () => {
    for (const content of both(frenchAccountMails, 'Chloé')) {
      const { subject, text } = renderMail(content, 'fr');
      expect(`${subject}\n${text}`).not.toMatch(/ [:;!?»]|« /);
      expect(text.startsWith('Bonjour Chloé,\n')).toBe(true);
    }
    for (const content of both(englishAccountMails)) {
      const { text } = renderMail(content, 'en');
      expect(text).not.toContain('\u00a0');
      expect(text.startsWith('Hello,\n')).toBe(true);
    }
  });

  it('escape the name in HTML', () => {
    const [invitation] = both(frenchAccountMails, '<b>Sam</b>');
    expect(renderMail(invitation!, 'fr').html).toContain('Bonjour &lt;b&gt;Sam&lt;/b&gt;,');
  });
});

import type { AccountMails } from './account-fr';
import type { PrivacyLinks } from './fr';
import type { MailNote } from './layout';

const COMPANY = 'Vitrine SAS (24 rue de la République, 69002 Lyon, France)';

function privacy(links: PrivacyLinks): MailNote {
  return {
    text: `${COMPANY} uses your email address to manage your access to the website’s admin area. We keep it for as long as your account exists. To access, correct or erase your data, write to ${links.privacyEmail}.`,
    link: { label: 'Our privacy policy', url: links.privacyUrl },
  };
}

const hello = (name?: string) =>
  ({ type: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' }) as const;

export const englishAccountMails: AccountMails = {
  invitation: (links) => ({
    subject: 'Your access to the Vitrine admin area',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: 'An account has been created for you in the admin area of the Vitrine website. To activate it, choose your password (at least 12 characters):',
      },
      { type: 'button', label: 'Choose my password', url: links.setPasswordUrl },
      {
        type: 'paragraph',
        text: 'This link works once and stays valid for 7 days. After that, ask a site administrator for a new one.',
      },
      {
        type: 'paragraph',
        text: 'Not expecting this invitation? Just ignore this email: without a password, the account cannot be used.',
      },
    ],
    signature: 'See you soon,\nThe Vitrine team',
    privacy: privacy(links),
  }),

  passwordReset: (links) => ({
    subject: 'Choose a new Vitrine password',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: 'An administrator has invited you to choose a new password for your Vitrine account (at least 12 characters). Just open this link:',
      },
      { type: 'button', label: 'Choose a new password', url: links.setPasswordUrl },
      { type: 'paragraph', text: 'This link works once and stays valid for 7 days.' },
      {
        type: 'paragraph',
        text: 'Not expecting this email? Your current password keeps working until you choose another one. Just reply to let us know.',
      },
    ],
    signature: 'Kind regards,\nThe Vitrine team',
    privacy: privacy(links),
  }),
  passwordResetRequested: (links) => ({
    subject: 'Choose a new Vitrine password',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: 'You asked to choose a new password for your Vitrine account (at least 12 characters). Just open this link:',
      },
      { type: 'button', label: 'Choose a new password', url: links.setPasswordUrl },
      { type: 'paragraph', text: 'This link works once and stays valid for 7 days.' },
      {
        type: 'paragraph',
        text: 'Did not ask for this? Ignore this email: your current password keeps working until you choose another one.',
      },
    ],
    signature: 'Kind regards,\nThe Vitrine team',
    privacy: privacy(links),
  }),
};

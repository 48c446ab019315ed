import type { MailNote } from './layout';
import type { PrivacyLinks, VisitorMails } from './fr';

const COMPANY = 'Vitrine SAS (24 rue de la République, 69002 Lyon, France)';
const RETENTION = 'for 3 years from our last contact';

function privacy(links: PrivacyLinks, purpose: string, retention = RETENTION): MailNote {
  return {
    text: `${COMPANY} uses your email address and the details you sent us to ${purpose}. We keep them ${retention}. To access, correct or erase them, write to ${links.privacyEmail}.`,
    link: { label: 'Our privacy policy', url: links.privacyUrl },
  };
}

const hello = { type: 'paragraph', text: 'Hello,' } as const;

export const englishMails: VisitorMails = {
  confirmWaitlist: (links) => ({
    subject: 'You’re on the Vitrine waitlist',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: 'Thank you for signing up! Your place on the Vitrine waitlist is saved.',
      },
      {
        type: 'paragraph',
        text: 'We are opening access in waves. As soon as it is your turn, we will email you a link to create your account and connect your first screens.',
      },
      {
        type: 'paragraph',
        text: 'Until then, there is nothing else to do. Any questions? Just reply to this email.',
      },
    ],
    signature: 'See you soon,\nThe Vitrine team',
    privacy: privacy(links, 'let you know when Vitrine opens and give you access'),
  }),

  confirmContact: (links) => ({
    subject: 'We have received your message',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: 'Thank you for writing to us: your message has arrived. A member of the team will reply soon, Monday to Friday between 9 am and 6 pm (Paris time).',
      },
      { type: 'paragraph', text: 'To add anything, just reply to this email.' },
    ],
    signature: 'Kind regards,\nThe Vitrine team',
    privacy: privacy(links, 'answer your message'),
  }),

  confirmDemo: (links) => ({
    subject: 'Book your 30-minute Vitrine demo',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: 'Thank you for your interest in Vitrine! One step left: pick the time that suits you for your 30-minute demo.',
      },
      { type: 'button', label: 'Pick a time slot', url: links.schedulingUrl },
      {
        type: 'paragraph',
        text: 'In 30 minutes, we will show you how to create content with AI, schedule your playlists and run all your screens from one place, then answer your questions.',
      },
    ],
    signature: 'See you soon,\nThe Vitrine team',
    privacy: privacy(links, 'organise your demo and follow up on it'),
  }),

  newsletterOptIn: (links) => ({
    subject: 'Please confirm your Vitrine newsletter subscription',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: 'You asked to receive the Vitrine newsletter: product news, content ideas and digital signage best practices. To confirm your address, open this link within 7 days:',
      },
      { type: 'button', label: 'Confirm my subscription', url: links.confirmUrl },
      {
        type: 'paragraph',
        text: 'If you did not ask for this, just ignore this email: without confirmation, you will not receive any newsletter.',
      },
    ],
    signature: 'See you soon,\nThe Vitrine team',
    notes: [
      {
        text: 'You can unsubscribe at any time, in one click:',
        link: { label: 'Unsubscribe', url: links.unsubscribeUrl },
      },
    ],
    privacy: privacy(
      links,
      'send you the Vitrine newsletter',
      'until you unsubscribe, and no longer than 3 years after our last contact',
    ),
  }),
};

import type { Locale } from '@vitrine/contract/locales';
import { fr } from '../../mail/mail';

/** The words around a campaign's content, in each language. */
export interface CampaignCopy {
  viewInBrowser: string;
  /** The post card's button. */
  readPost: string;
  /** Why the recipient gets this e-mail. */
  why: string;
  /** What the web version is, in place of `why` (anyone may open it). */
  webVersion: string;
  noLongerInterested: string;
  unsubscribe: string;
  /** The web version has no personal link: where the reader finds theirs. */
  unsubscribeFromEmail: string;
  privacy(privacyEmail: string): string;
  privacyLink: string;
  /** Before the subject of a test send. */
  testPrefix: string;
  /** The plain-text part's labels, followed by an address. */
  label(text: string): string;
}

const COMPANY_FR = 'Vitrine SAS (24 rue de la République, 69002 Lyon)';
const COMPANY_EN = 'Vitrine SAS (24 rue de la République, 69002 Lyon, France)';

const french: CampaignCopy = {
  viewInBrowser: 'Afficher dans le navigateur',
  readPost: 'Lire l’article',
  why: 'Vous recevez cet e-mail car votre adresse est inscrite à la newsletter de Vitrine.',
  webVersion: 'Vous lisez la version en ligne de la newsletter de Vitrine.',
  noLongerInterested: fr`Vous ne souhaitez plus la recevoir ?`,
  unsubscribe: 'Me désinscrire',
  unsubscribeFromEmail:
    'Pour vous désinscrire, utilisez le lien personnel en bas de l’e-mail que vous avez reçu.',
  privacy: (privacyEmail) =>
    fr`${COMPANY_FR} utilise votre adresse e-mail uniquement pour vous envoyer cette newsletter, jusqu’à votre désinscription. Pour y accéder ou la faire effacer, écrivez à ${privacyEmail}.`,
  privacyLink: 'Notre politique de confidentialité',
  testPrefix: '[Test] ',
  label: (text) => `${text}\u00a0:`,
};

const english: CampaignCopy = {
  viewInBrowser: 'View in your browser',
  readPost: 'Read the article',
  why: 'You’re receiving this e-mail because your address is subscribed to the Vitrine newsletter.',
  webVersion: 'You’re reading the web version of the Vitrine newsletter.',
  noLongerInterested: 'No longer interested?',
  unsubscribe: 'Unsubscribe',
  unsubscribeFromEmail:
    'To unsubscribe, use the personal link at the bottom of the e-mail you received.',
  privacy: (privacyEmail) =>
    `${COMPANY_EN} uses your e-mail address only to send you this newsletter, until you unsubscribe. To access it or have it erased, write to ${privacyEmail}.`,
  privacyLink: 'Our privacy policy',
  testPrefix: '[Test] ',
  label: (text) => `${text}:`,
};

export const campaignCopy = (language: Locale) => (language === 'en' ? english : french);

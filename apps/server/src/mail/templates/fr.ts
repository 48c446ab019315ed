import { fr, type MailContent, type MailNote } from './layout';

/** What every e-mail to a visitor needs to link to. */
export interface PrivacyLinks {
  privacyUrl: string;
  privacyEmail: string;
}

/** The e-mails a visitor receives, in one language. French is the source of this shape. */
export interface VisitorMails {
  confirmWaitlist(links: PrivacyLinks): MailContent;
  confirmContact(links: PrivacyLinks): MailContent;
  confirmDemo(links: PrivacyLinks & { schedulingUrl: string }): MailContent;
  newsletterOptIn(
    links: PrivacyLinks & { confirmUrl: string; unsubscribeUrl: string },
  ): MailContent;
}

export const COMPANY_FR = 'Vitrine SAS (24 rue de la République, 69002 Lyon)';
const RETENTION = 'pendant 3 ans à compter de notre dernier contact';

function privacy(links: PrivacyLinks, purpose: string, retention = RETENTION): MailNote {
  return {
    text: fr`${COMPANY_FR} utilise votre adresse e-mail et les informations que vous nous avez transmises pour ${purpose}. Nous les conservons ${retention}. Pour y accéder, les rectifier ou les faire effacer, écrivez à ${links.privacyEmail}.`,
    link: { label: 'Notre politique de confidentialité', url: links.privacyUrl },
  };
}

const hello = { type: 'paragraph', text: 'Bonjour,' } as const;

export const frenchMails: VisitorMails = {
  confirmWaitlist: (links) => ({
    subject: 'Vous êtes sur la liste d’attente de Vitrine',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: fr`Merci de votre inscription ! Votre place sur la liste d’attente de Vitrine est réservée.`,
      },
      {
        type: 'paragraph',
        text: 'Nous ouvrons l’accès par vagues successives. Dès que votre tour arrive, nous vous écrivons avec un lien pour créer votre compte et connecter vos premiers écrans.',
      },
      {
        type: 'paragraph',
        text: fr`D’ici là, vous n’avez rien à faire. Une question ? Répondez simplement à cet e-mail.`,
      },
    ],
    signature: 'À très bientôt,\nL’équipe Vitrine',
    privacy: privacy(links, 'vous prévenir de l’ouverture de Vitrine et vous y donner accès'),
  }),

  confirmContact: (links) => ({
    subject: 'Nous avons bien reçu votre message',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: fr`Merci de nous avoir écrit : votre message est bien arrivé. Un membre de l’équipe vous répondra rapidement, du lundi au vendredi de 9 h à 18 h.`,
      },
      {
        type: 'paragraph',
        text: 'Pour ajouter une précision, répondez simplement à cet e-mail.',
      },
    ],
    signature: 'Bien cordialement,\nL’équipe Vitrine',
    privacy: privacy(links, 'répondre à votre message'),
  }),

  confirmDemo: (links) => ({
    subject: 'Réservez votre démo Vitrine de 30 minutes',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: fr`Merci de votre intérêt pour Vitrine ! Il ne reste qu’une étape : choisissez le créneau qui vous convient pour votre démonstration de 30 minutes.`,
      },
      { type: 'button', label: 'Choisir mon créneau', url: links.schedulingUrl },
      {
        type: 'paragraph',
        text: 'En 30 minutes, nous vous montrons comment créer vos contenus avec l’IA, programmer vos playlists et piloter tous vos écrans depuis un seul endroit, puis nous répondons à vos questions.',
      },
    ],
    signature: 'À bientôt,\nL’équipe Vitrine',
    privacy: privacy(links, 'organiser votre démonstration et en assurer le suivi'),
  }),

  newsletterOptIn: (links) => ({
    subject: 'Confirmez votre inscription à la lettre Vitrine',
    blocks: [
      hello,
      {
        type: 'paragraph',
        text: fr`Vous avez demandé à recevoir la lettre Vitrine : nouveautés produit, idées de contenus et bonnes pratiques d’affichage dynamique. Pour confirmer votre adresse, ouvrez ce lien dans les 7 jours :`,
      },
      { type: 'button', label: 'Confirmer mon inscription', url: links.confirmUrl },
      {
        type: 'paragraph',
        text: fr`Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : sans confirmation, vous ne recevrez aucune lettre.`,
      },
    ],
    signature: 'À bientôt,\nL’équipe Vitrine',
    notes: [
      {
        text: fr`Vous pouvez vous désinscrire à tout moment, en un clic :`,
        link: { label: 'Me désinscrire', url: links.unsubscribeUrl },
      },
    ],
    privacy: privacy(
      links,
      'vous envoyer la lettre Vitrine',
      'jusqu’à votre désinscription, et au plus 3 ans après notre dernier contact',
    ),
  }),
};

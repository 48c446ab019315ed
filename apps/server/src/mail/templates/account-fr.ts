import { COMPANY_FR, type PrivacyLinks } from './fr';
import { fr, type MailContent, type MailNote } from './layout';

/** What an account e-mail links to: the one-time page to choose a password. */
export interface AccountLinks extends PrivacyLinks {
  setPasswordUrl: string;
  /** The invitee's name, when the admin gave one. */
  fullName?: string;
}

/** The e-mails about an account of the admin console, in one language. */
export interface AccountMails {
  invitation(links: AccountLinks): MailContent;
  passwordReset(links: AccountLinks): MailContent;
  /** The answer to « Mot de passe oublié ? »: the account's owner asked for it. */
  passwordResetRequested(links: AccountLinks): MailContent;
}

function privacy(links: PrivacyLinks): MailNote {
  return {
    text: fr`${COMPANY_FR} utilise votre adresse e-mail pour gérer votre accès à l’administration du site. Nous la conservons tant que votre compte existe. Pour accéder à vos données, les rectifier ou les faire effacer, écrivez à ${links.privacyEmail}.`,
    link: { label: 'Notre politique de confidentialité', url: links.privacyUrl },
  };
}

const hello = (name?: string) =>
  ({ type: 'paragraph', text: name ? `Bonjour ${name},` : 'Bonjour,' }) as const;

export const frenchAccountMails: AccountMails = {
  invitation: (links) => ({
    subject: 'Votre accès à l’administration de Vitrine',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: fr`Un compte vient d’être créé pour vous dans l’espace d’administration du site Vitrine. Pour l’activer, choisissez votre mot de passe (12 caractères au moins) :`,
      },
      { type: 'button', label: 'Choisir mon mot de passe', url: links.setPasswordUrl },
      {
        type: 'paragraph',
        text: 'Ce lien ne sert qu’une fois et reste valable 7 jours. Passé ce délai, demandez-en un nouveau à un administrateur du site.',
      },
      {
        type: 'paragraph',
        text: fr`Vous n’attendiez pas cette invitation ? Ignorez simplement ce message : sans mot de passe, le compte reste inutilisable.`,
      },
    ],
    signature: 'À bientôt,\nL’équipe Vitrine',
    privacy: privacy(links),
  }),

  passwordReset: (links) => ({
    subject: 'Choisissez un nouveau mot de passe Vitrine',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: fr`Un administrateur vous propose de choisir un nouveau mot de passe pour votre compte Vitrine (12 caractères au moins). Il vous suffit d’ouvrir ce lien :`,
      },
      { type: 'button', label: 'Choisir un nouveau mot de passe', url: links.setPasswordUrl },
      {
        type: 'paragraph',
        text: 'Ce lien ne sert qu’une fois et reste valable 7 jours.',
      },
      {
        type: 'paragraph',
        text: fr`Vous n’attendiez pas ce message ? Votre mot de passe actuel reste valable tant que vous n’en choisissez pas un autre. Répondez-nous simplement pour nous prévenir.`,
      },
    ],
    signature: 'Bien cordialement,\nL’équipe Vitrine',
    privacy: privacy(links),
  }),
  passwordResetRequested: (links) => ({
    subject: 'Choisissez un nouveau mot de passe Vitrine',
    blocks: [
      hello(links.fullName),
      {
        type: 'paragraph',
        text: fr`Vous avez demandé à choisir un nouveau mot de passe pour votre compte Vitrine (12 caractères au moins). Il vous suffit d’ouvrir ce lien :`,
      },
      { type: 'button', label: 'Choisir un nouveau mot de passe', url: links.setPasswordUrl },
      {
        type: 'paragraph',
        text: 'Ce lien ne sert qu’une fois et reste valable 7 jours.',
      },
      {
        type: 'paragraph',
        text: fr`Vous n’avez rien demandé ? Ignorez ce message : votre mot de passe actuel reste valable tant que vous n’en choisissez pas un autre.`,
      },
    ],
    signature: 'Bien cordialement,\nL’équipe Vitrine',
    privacy: privacy(links),
  }),
};

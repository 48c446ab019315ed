import type { ContactMessageRecord } from '@vitrine/contract/entities/contact-message';
import type { DemoRequestRecord } from '@vitrine/contract/entities/demo-request';
import type { WaitlistSubscriberRecord } from '@vitrine/contract/entities/waitlist-subscriber';
import { COMPANY_FR, type PrivacyLinks } from './fr';
import { fr, headerSafe, type MailContent, type MailNote } from './layout';

/** Team notifications are written in French, the team's language. */
export const TEAM_LANGUAGE = 'fr';

const LANGUAGES: Record<string, string> = { fr: 'français', en: 'anglais' };
const INTERESTS: Record<string, string> = {
  'ai-content': 'contenus générés par l’IA',
  'multi-screen': 'gestion multi-écrans',
  scheduling: 'programmation avancée',
  analytics: 'statistiques et rapports',
  integrations: 'intégrations',
};

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const receivedAt = (date: string) => PARIS_TIME.format(new Date(date));

function teamPrivacy(links: PrivacyLinks): MailNote {
  return {
    text: fr`Ces données personnelles sont collectées par ${COMPANY_FR} pour traiter la demande du visiteur, qui en a été informé. Ne les conservez pas plus de 3 ans après le dernier contact ; les demandes d’accès ou d’effacement se traitent à ${links.privacyEmail}.`,
    link: { label: 'Politique de confidentialité', url: links.privacyUrl },
  };
}

// Computed once: these labels are the same in every notification.
const LABEL = {
  firstName: fr`Prénom :`,
  lastName: fr`Nom :`,
  name: fr`Nom :`,
  email: fr`E-mail :`,
  workEmail: fr`E-mail professionnel :`,
  company: fr`Entreprise :`,
  role: fr`Fonction :`,
  screens: fr`Écrans :`,
  interests: fr`Intérêts :`,
  phone: fr`Téléphone :`,
  language: fr`Langue :`,
};

type Row = readonly [string, string];
const optional = (label: string, value: string | undefined): Row[] =>
  value ? [[label, value]] : [];

export const teamMails = {
  waitlist(record: WaitlistSubscriberRecord, links: PrivacyLinks): MailContent {
    const interests = (record.interests ?? []).map((id) => INTERESTS[id] ?? id).join(', ');
    return {
      subject: headerSafe(
        fr`Liste d’attente : ${record.firstName} ${record.lastName} (${record.company})`,
      ),
      blocks: [
        {
          type: 'paragraph',
          text: `Nouvelle inscription sur la liste d’attente, le ${receivedAt(record.updated_date)}.`,
        },
        {
          type: 'fields',
          rows: [
            [LABEL.firstName, record.firstName],
            [LABEL.lastName, record.lastName],
            [LABEL.email, record.email],
            [LABEL.company, record.company],
            ...optional(LABEL.role, record.role),
            ...optional(LABEL.screens, record.screensCount),
            ...optional(LABEL.interests, interests),
            [LABEL.language, LANGUAGES[record.language] ?? record.language],
          ],
        },
        {
          type: 'paragraph',
          text: `La fiche est dans l’administration (WaitlistSubscriber ${record.id}). Répondez à cet e-mail pour écrire à la personne.`,
        },
      ],
      signature: 'Le site Vitrine',
      privacy: teamPrivacy(links),
    };
  },

  contact(record: ContactMessageRecord, links: PrivacyLinks): MailContent {
    return {
      subject: headerSafe(fr`Nouveau message de ${record.name}`),
      blocks: [
        {
          type: 'paragraph',
          text: `Nouveau message du formulaire de contact, le ${receivedAt(record.updated_date)}. Répondez à cet e-mail pour répondre à la personne.`,
        },
        {
          type: 'fields',
          rows: [
            [LABEL.name, record.name],
            [LABEL.email, record.email],
            [LABEL.language, LANGUAGES[record.language] ?? record.language],
          ],
        },
        { type: 'quote', text: record.message },
      ],
      signature: 'Le site Vitrine',
      privacy: teamPrivacy(links),
    };
  },

  demo(record: DemoRequestRecord, links: PrivacyLinks): MailContent {
    return {
      subject: headerSafe(fr`Demande de démo : ${record.name} (${record.company})`),
      blocks: [
        {
          type: 'paragraph',
          text: fr`Nouvelle demande de démo de 30 minutes, le ${receivedAt(record.updated_date)}. Le lien de réservation a été envoyé à la personne ; répondez à cet e-mail pour lui écrire.`,
        },
        {
          type: 'fields',
          rows: [
            [LABEL.name, record.name],
            [LABEL.workEmail, record.email],
            [LABEL.company, record.company],
            [LABEL.phone, record.phone ?? 'non renseigné'],
            [LABEL.language, LANGUAGES[record.language] ?? record.language],
          ],
        },
      ],
      signature: 'Le site Vitrine',
      privacy: teamPrivacy(links),
    };
  },
};

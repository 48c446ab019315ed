import { COMPANY_FR, type PrivacyLinks } from './fr';
import { fr, type MailContent, type MailNote } from './layout';

const COMPANY_EN = 'Vitrine SAS (24 rue de la République, 69002 Lyon, France)';

/** The lead given to a teammate, as its e-mail shows it (decision 0073). */
export interface AssignedLead extends PrivacyLinks {
  kind: 'contact' | 'demo';
  /** The assignee's name, when their account has one. */
  assigneeName?: string;
  /** Who assigned it; absent when nobody is known (a command line). */
  byName?: string;
  name: string;
  company?: string;
  /** The start of the message (contact messages), never the whole of it. */
  excerpt?: string;
  /** The lead in the console. */
  leadUrl: string;
}

type Row = readonly [string, string];

function frenchLeadAssigned(lead: AssignedLead): MailContent {
  const what = lead.kind === 'contact' ? 'un message de contact' : 'une demande de démo';
  const by = lead.byName ? ` par ${lead.byName}` : '';
  const given = lead.kind === 'contact' ? 'attribué' : 'attribuée';
  const rows: Row[] = [
    [fr`Type :`, lead.kind === 'contact' ? 'Message de contact' : 'Demande de démo'],
    [fr`Nom :`, lead.name],
    ...(lead.company ? [[fr`Entreprise :`, lead.company] as Row] : []),
  ];
  const privacy: MailNote = {
    text: fr`Ces données personnelles sont traitées par ${COMPANY_FR} pour répondre à la demande du visiteur. Ne les recopiez pas hors de l’administration ; les demandes d’accès ou d’effacement se traitent à ${lead.privacyEmail}.`,
    link: { label: 'Politique de confidentialité', url: lead.privacyUrl },
  };
  return {
    subject: fr`On vous a confié ${what} : ${lead.name}`,
    blocks: [
      { type: 'paragraph', text: lead.assigneeName ? `Bonjour ${lead.assigneeName},` : 'Bonjour,' },
      {
        type: 'paragraph',
        text: `Vous suivez désormais ${what}, qui vous a été ${given}${by} dans la console.`,
      },
      { type: 'fields', rows },
      ...(lead.excerpt ? [{ type: 'quote' as const, text: lead.excerpt }] : []),
      { type: 'button', label: 'Ouvrir la fiche', url: lead.leadUrl },
    ],
    signature: 'Le site Vitrine',
    privacy,
  };
}

function englishLeadAssigned(lead: AssignedLead): MailContent {
  const what = lead.kind === 'contact' ? 'a contact message' : 'a demo request';
  const by = lead.byName ? ` by ${lead.byName}` : '';
  const rows: Row[] = [
    ['Type:', lead.kind === 'contact' ? 'Contact message' : 'Demo request'],
    ['Name:', lead.name],
    ...(lead.company ? [['Company:', lead.company] as Row] : []),
  ];
  const privacy: MailNote = {
    text: `${COMPANY_EN} processes this personal data to answer the visitor’s request. Keep it inside the admin area; requests to access or erase it go to ${lead.privacyEmail}.`,
    link: { label: 'Privacy policy', url: lead.privacyUrl },
  };
  return {
    subject: `You have been given ${what}: ${lead.name}`,
    blocks: [
      { type: 'paragraph', text: lead.assigneeName ? `Hello ${lead.assigneeName},` : 'Hello,' },
      { type: 'paragraph', text: `You now handle ${what}, assigned to you${by} in the console.` },
      { type: 'fields', rows },
      ...(lead.excerpt ? [{ type: 'quote' as const, text: lead.excerpt }] : []),
      { type: 'button', label: 'Open the lead', url: lead.leadUrl },
    ],
    signature: 'The Vitrine website',
    privacy,
  };
}

/** The e-mail to a teammate a lead was assigned to, in their language. */
export const leadAssignedMail = { fr: frenchLeadAssigned, en: englishLeadAssigned };

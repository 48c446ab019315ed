import type { Locale } from '@vitrine/contract/locales';

/**
 * What a readable export (Excel, or CSV without `raw`) calls each column and value, in the
 * console's language. A field without a label keeps its name; a value without a translation is
 * written as stored.
 */
interface ExportLabels {
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
  yes: string;
  no: string;
}

const FR: ExportLabels = {
  fields: {
    id: 'Identifiant',
    created_date: 'Reçu le',
    updated_date: 'Modifié le',
    firstName: 'Prénom',
    lastName: 'Nom',
    name: 'Nom',
    email: 'E-mail',
    company: 'Entreprise',
    role: 'Fonction',
    phone: 'Téléphone',
    screensCount: 'Nombre d’écrans',
    interests: 'Intérêts',
    language: 'Langue',
    message: 'Message',
    consent: 'Consentement',
    confirmed: 'Confirmé',
    consent_note: 'Origine du consentement',
    bouncing: 'Adresse en échec',
    status: 'Statut',
    notes: 'Notes',
    assignee_id: 'Attribué à',
    source: 'Source',
    campaign: 'Campagne',
  },
  values: {
    status: { new: 'Nouveau', in_progress: 'En cours', answered: 'Répondu', archived: 'Archivé' },
    interests: {
      'ai-content': 'Génération de contenus par IA',
      'multi-screen': 'Gestion multi-écrans',
      scheduling: 'Programmation avancée',
      analytics: 'Statistiques et rapports',
      integrations: 'Intégrations',
    },
    language: { fr: 'Français', en: 'Anglais' },
  },
  yes: 'Oui',
  no: 'Non',
};

const EN: ExportLabels = {
  fields: {
    id: 'Id',
    created_date: 'Received',
    updated_date: 'Updated',
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    role: 'Role',
    phone: 'Phone',
    screensCount: 'Screens',
    interests: 'Interests',
    language: 'Language',
    message: 'Message',
    consent: 'Consent',
    confirmed: 'Confirmed',
    consent_note: 'Consent source',
    bouncing: 'Failing address',
    status: 'Status',
    notes: 'Notes',
    assignee_id: 'Assigned to',
    source: 'Source',
    campaign: 'Campaign',
  },
  values: {
    status: { new: 'New', in_progress: 'In progress', answered: 'Answered', archived: 'Archived' },
    interests: {
      'ai-content': 'AI content generation',
      'multi-screen': 'Multi-screen management',
      scheduling: 'Advanced scheduling',
      analytics: 'Analytics and reports',
      integrations: 'Integrations',
    },
    language: { fr: 'French', en: 'English' },
  },
  yes: 'Yes',
  no: 'No',
};

export const exportLabels = (language: Locale): ExportLabels => (language === 'en' ? EN : FR);

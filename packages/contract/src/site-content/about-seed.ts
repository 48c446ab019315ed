import type { CompanyValueInput } from '../entities/company-value';
import type { SiteFigureInput } from '../entities/site-figure';
import type { TeamMemberInput } from '../entities/team-member';

/** The figures bands of Home ("Vitrine en chiffres") and About ("Vitrine aujourd’hui"). */
export const SEED_SITE_FIGURES: SiteFigureInput[] = [
  {
    placement: 'home',
    value: {
      fr: '1000+',
      en: '1000+',
    },
    label: {
      fr: 'entreprises',
      en: 'companies',
    },
    order: 0,
    visible: true,
  },
  {
    placement: 'home',
    value: {
      fr: '5000+',
      en: '5000+',
    },
    label: {
      fr: 'écrans',
      en: 'screens',
    },
    order: 1,
    visible: true,
  },
  {
    placement: 'home',
    value: {
      fr: '99 %',
      en: '99%',
    },
    label: {
      fr: 'de clients satisfaits',
      en: 'customer satisfaction',
    },
    order: 2,
    visible: true,
  },
  {
    placement: 'home',
    value: {
      fr: '24/7',
      en: '24/7',
    },
    label: {
      fr: 'support',
      en: 'support',
    },
    order: 3,
    visible: true,
  },
  {
    placement: 'about',
    value: {
      fr: '500+',
      en: '500+',
    },
    label: {
      fr: 'entreprises clientes',
      en: 'client companies',
    },
    order: 0,
    visible: true,
  },
  {
    placement: 'about',
    value: {
      fr: '2000+',
      en: '2000+',
    },
    label: {
      fr: 'écrans connectés',
      en: 'connected screens',
    },
    order: 1,
    visible: true,
  },
  {
    placement: 'about',
    value: {
      fr: '50+',
      en: '50+',
    },
    label: {
      fr: 'pays',
      en: 'countries',
    },
    order: 2,
    visible: true,
  },
  {
    placement: 'about',
    value: {
      fr: '99,9 %',
      en: '99.9%',
    },
    label: {
      fr: 'de disponibilité',
      en: 'uptime',
    },
    order: 3,
    visible: true,
  },
];

/** The four company values of the About page. */
export const SEED_COMPANY_VALUES: CompanyValueInput[] = [
  {
    title: {
      fr: 'Innovation',
      en: 'Innovation',
    },
    description: {
      fr: 'Nous mettons l’IA au service de résultats concrets : des contenus plus pertinents, créés plus vite.',
      en: 'We put AI to work for tangible results: more relevant content, created faster.',
    },
    icon: 'lightbulb',
    order: 0,
    visible: true,
  },
  {
    title: {
      fr: 'Simplicité',
      en: 'Simplicity',
    },
    description: {
      fr: 'Une interface claire et une installation rapide : pas besoin d’être expert pour bien communiquer.',
      en: 'A clear interface and a quick setup. You don’t need to be an expert to communicate well.',
    },
    icon: 'pointer',
    order: 1,
    visible: true,
  },
  {
    title: {
      fr: 'Excellence',
      en: 'Excellence',
    },
    description: {
      fr: '99,9 % de disponibilité, une sécurité de niveau entreprise et un support réactif : nous visons le meilleur, écran après écran.',
      en: '99.9% uptime, enterprise-grade security and responsive support: we aim for the best, screen after screen.',
    },
    icon: 'award',
    order: 2,
    visible: true,
  },
  {
    title: {
      fr: 'Accessibilité',
      en: 'Accessibility',
    },
    description: {
      fr: 'Une offre gratuite pour commencer, des tarifs clairs et une plateforme pensée pour tous les utilisateurs.',
      en: 'A free plan to get started, clear pricing and a platform designed for every user.',
    },
    icon: 'accessibility',
    order: 3,
    visible: true,
  },
];

/** The team of the About page (fictional people, original SVG portraits). */
export const SEED_TEAM_MEMBERS: TeamMemberInput[] = [
  {
    name: 'Claire Dumont',
    slug: 'claire-dumont',
    role: {
      fr: 'Cofondatrice et directrice générale',
      en: 'Co-founder and CEO',
    },
    description: {
      fr: 'Quinze ans de marketing dans le commerce. Elle a créé Vitrine pour offrir aux équipes les outils qu’elle aurait aimé avoir.',
      en: 'Fifteen years in retail marketing. She founded Vitrine to give teams the tools she always wished she’d had.',
    },
    portrait: '/images/about/claire-dumont.svg',
    portrait_alt: {
      fr: 'Portrait de Claire Dumont, cofondatrice et directrice générale de Vitrine',
      en: 'Portrait of Claire Dumont, co-founder and CEO of Vitrine',
    },
    order: 0,
    visible: true,
  },
  {
    name: 'Thomas Nguyen',
    slug: 'thomas-nguyen',
    role: {
      fr: 'Cofondateur et directeur technique',
      en: 'Co-founder and CTO',
    },
    description: {
      fr: 'Ingénieur logiciel, il conçoit une plateforme capable de piloter des milliers d’écrans de façon fiable.',
      en: 'A software engineer who builds a platform that runs thousands of screens reliably.',
    },
    portrait: '/images/about/thomas-nguyen.svg',
    portrait_alt: {
      fr: 'Portrait de Thomas Nguyen, cofondateur et directeur technique de Vitrine',
      en: 'Portrait of Thomas Nguyen, co-founder and CTO of Vitrine',
    },
    order: 1,
    visible: true,
  },
  {
    name: 'Inès Haddad',
    slug: 'ines-haddad',
    role: {
      fr: 'Responsable de l’IA',
      en: 'Head of AI',
    },
    description: {
      fr: 'Elle veille à ce que chaque contenu généré soit juste, lisible et fidèle à votre marque.',
      en: 'She makes sure every piece of generated content is accurate, readable and true to your brand.',
    },
    portrait: '/images/about/ines-haddad.svg',
    portrait_alt: {
      fr: 'Portrait d’Inès Haddad, responsable de l’IA chez Vitrine',
      en: 'Portrait of Inès Haddad, Head of AI at Vitrine',
    },
    order: 2,
    visible: true,
  },
  {
    name: 'Marc Lefèvre',
    slug: 'marc-lefevre',
    role: {
      fr: 'Responsable de la réussite client',
      en: 'Head of Customer Success',
    },
    description: {
      fr: 'Il accompagne nos clients de l’installation du premier écran jusqu’au déploiement sur tous leurs sites.',
      en: 'He guides customers from their very first screen to a rollout across every location.',
    },
    portrait: '/images/about/marc-lefevre.svg',
    portrait_alt: {
      fr: 'Portrait de Marc Lefèvre, responsable de la réussite client chez Vitrine',
      en: 'Portrait of Marc Lefèvre, Head of Customer Success at Vitrine',
    },
    order: 3,
    visible: true,
  },
];

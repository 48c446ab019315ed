/**
 * Pricing page (/tarifs): the frame of the page. The plans, the comparison rows and the FAQ are
 * records the team edits (`Plan`, `PlanComparisonRow`, `FaqItem`), read by the route's loader.
 * French is the source of the types.
 */
export const pricing = {
  hero: {
    badge: 'Tarifs',
    title: 'Des tarifs simples, sans surprise',
    subtitle:
      'Commencez gratuitement, puis choisissez l’offre qui grandit avec votre parc d’écrans. 14 jours d’essai, sans carte bancaire.',
  },

  popularBadge: 'Le plus populaire',

  period: '/mois',

  notice:
    '14 jours d’essai gratuit, sans carte bancaire, résiliable à tout moment. Paiement par carte bancaire, ou par virement pour l’offre Entreprise.',

  comparison: {
    title: 'Comparez les offres en détail',
    caption: 'Comparaison des offres Starter, Professionnel et Entreprise',
    featureColumn: 'Fonctionnalité',
    columns: [
      { id: 'starter', label: 'Starter' },
      { id: 'professional', label: 'Professionnel' },
      { id: 'enterprise', label: 'Entreprise' },
    ],
    yes: 'Inclus',
    no: 'Non inclus',
  },

  faq: {
    title: 'Questions fréquentes',
  },
};

export type PricingCopy = typeof pricing;

/**
 * Pricing page (/tarifs). Prices are NOT copy: the component formats them with `Intl`
 * (euros in French, dollars in English, same numbers). French is the source of the types.
 */

/** A comparison-table cell: display text, or `true`/`false` shown as an icon plus `yes`/`no`. */
export type ComparisonCell = string | boolean;

/** One comparison row; `values` follow `comparison.columns` (Starter, Professional, Enterprise). */
export interface ComparisonRow {
  id: string;
  label: string;
  values: [ComparisonCell, ComparisonCell, ComparisonCell];
}

const comparisonRows: ComparisonRow[] = [
  { id: 'screens', label: 'Écrans', values: ['3', '10', 'Illimités'] },
  { id: 'ai-visuals', label: 'Visuels IA', values: ['Tous', 'Tous', 'Tous'] },
  { id: 'ai-video', label: 'Vidéo IA', values: ['De base', 'Avancée', 'Sur mesure'] },
  { id: 'smart-suggestions', label: 'Suggestions intelligentes', values: [false, true, true] },
  { id: 'integrations', label: 'Intégrations', values: ['Limitées', 'Complètes', 'Sur mesure'] },
  { id: 'analytics', label: 'Statistiques', values: [false, true, 'Avancées'] },
  { id: 'users', label: 'Utilisateurs', values: ['1', 'Jusqu’à 10', 'Illimités'] },
  { id: 'support', label: 'Support', values: ['E-mail', 'Prioritaire', 'Dédié 24/7'] },
];

export const pricing = {
  hero: {
    badge: 'Tarifs',
    title: 'Des tarifs simples, sans surprise',
    subtitle:
      'Commencez gratuitement, puis choisissez l’offre qui grandit avec votre parc d’écrans. 14 jours d’essai, sans carte bancaire.',
  },

  popularBadge: 'Le plus populaire',

  plans: [
    {
      id: 'free',
      name: 'Gratuit',
      description: 'Pour découvrir Vitrine sur quelques écrans.',
      period: '/mois',
      features: [
        '2 écrans',
        '10 générations IA par mois',
        '1 Go de stockage',
        '3 playlists',
        'Support de base',
        'Modèles de base',
      ],
      buttonText: 'Offre actuelle',
    },
    {
      id: 'starter',
      name: 'Starter',
      description: 'Pour les commerces et les petites équipes qui se lancent.',
      period: '/mois',
      features: [
        '10 écrans',
        '100 générations IA par mois',
        '10 Go de stockage',
        '20 playlists',
        'Support prioritaire',
        'Modèles premium',
        'Statistiques de base',
      ],
      buttonText: 'Commencer l’essai gratuit',
    },
    {
      id: 'professional',
      name: 'Professionnel',
      description: 'Pour les entreprises qui animent plusieurs sites.',
      period: '/mois',
      features: [
        '50 écrans',
        '500 générations IA par mois',
        '50 Go de stockage',
        '100 playlists',
        'Support prioritaire',
        'Modèles premium',
        'Statistiques avancées',
        'Personnalisation à votre marque',
      ],
      buttonText: 'Commencer l’essai gratuit',
    },
    {
      id: 'enterprise',
      name: 'Entreprise',
      description: 'Pour les grands réseaux d’écrans, avec un accompagnement dédié.',
      period: '/mois',
      features: [
        'Écrans illimités',
        'Générations IA illimitées',
        '500 Go de stockage',
        'Playlists illimitées',
        'Support dédié',
        'Modèles premium',
        'Statistiques avancées',
        'Personnalisation à votre marque',
        'Accès à l’API',
      ],
      buttonText: 'Contacter l’équipe commerciale',
    },
  ],

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
    rows: comparisonRows,
    yes: 'Inclus',
    no: 'Non inclus',
  },

  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        id: 'change-plan',
        question: 'Puis-je changer d’offre à tout moment ?',
        answer:
          'Oui. Passez à l’offre supérieure quand votre parc d’écrans grandit, ou revenez à une offre plus légère si vos besoins changent. Vos offres sont sans engagement : vous pouvez aussi résilier à tout moment.',
      },
      {
        id: 'payment-options',
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer:
          'Nous acceptons les principales cartes bancaires. Pour l’offre Entreprise, vous pouvez aussi régler par virement bancaire.',
      },
      {
        id: 'refund-guarantee',
        question: 'Proposez-vous une garantie de remboursement ?',
        answer:
          'Nous préférons vous laisser essayer avant de payer : chaque offre payante commence par 14 jours d’essai gratuit, sans carte bancaire. Vous ne vous engagez que si Vitrine vous convient, et vous restez libre de résilier à tout moment.',
      },
      {
        id: 'support-included',
        question: 'Le support est-il inclus ?',
        answer:
          'Oui, dans toutes les offres : du support de base de l’offre Gratuite jusqu’au support dédié, disponible 24/7, de l’offre Entreprise. Le tableau comparatif ci-dessus détaille le niveau de support de chaque offre.',
      },
    ],
  },
};

export type PricingCopy = typeof pricing;

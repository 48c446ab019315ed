import type { FaqItemInput } from '../entities/faq-item';
import type { PlanInput } from '../entities/plan';
import type { PlanComparisonRowInput } from '../entities/plan-comparison-row';

/**
 * The four plans (docs/product.md §9.2), priced in each currency: euros with cents, as first
 * published, and whole dollars, as US software plans are usually priced.
 */
export const SEED_PLANS: PlanInput[] = [
  {
    key: 'free',
    prices: { eur: 0, usd: 0 },
    name: {
      fr: 'Gratuit',
      en: 'Free',
    },
    description: {
      fr: 'Pour découvrir Vitrine sur quelques écrans.',
      en: 'Try Vitrine on a couple of screens.',
    },
    features: {
      fr: [
        '2 écrans',
        '10 générations IA par mois',
        '1 Go de stockage',
        '3 playlists',
        'Support de base',
        'Modèles de base',
      ],
      en: [
        '2 screens',
        '10 AI generations per month',
        '1 GB storage',
        '3 playlists',
        'Basic support',
        'Basic templates',
      ],
    },
    button_text: {
      fr: 'Offre actuelle',
      en: 'Current plan',
    },
    free: true,
    popular: false,
    enterprise: false,
    order: 0,
    visible: true,
  },
  {
    key: 'starter',
    prices: { eur: 19.99, usd: 19 },
    name: {
      fr: 'Starter',
      en: 'Starter',
    },
    description: {
      fr: 'Pour les commerces et les petites équipes qui se lancent.',
      en: 'For shops and small teams getting started.',
    },
    features: {
      fr: [
        '10 écrans',
        '100 générations IA par mois',
        '10 Go de stockage',
        '20 playlists',
        'Support prioritaire',
        'Modèles premium',
        'Statistiques de base',
      ],
      en: [
        '10 screens',
        '100 AI generations per month',
        '10 GB storage',
        '20 playlists',
        'Priority support',
        'Premium templates',
        'Basic analytics',
      ],
    },
    button_text: {
      fr: 'Commencer l’essai gratuit',
      en: 'Start free trial',
    },
    free: false,
    popular: true,
    enterprise: false,
    order: 1,
    visible: true,
  },
  {
    key: 'professional',
    prices: { eur: 49.99, usd: 49 },
    name: {
      fr: 'Professionnel',
      en: 'Professional',
    },
    description: {
      fr: 'Pour les entreprises qui animent plusieurs sites.',
      en: 'For businesses running several locations.',
    },
    features: {
      fr: [
        '50 écrans',
        '500 générations IA par mois',
        '50 Go de stockage',
        '100 playlists',
        'Support prioritaire',
        'Modèles premium',
        'Statistiques avancées',
        'Personnalisation à votre marque',
      ],
      en: [
        '50 screens',
        '500 AI generations per month',
        '50 GB storage',
        '100 playlists',
        'Priority support',
        'Premium templates',
        'Advanced analytics',
        'Custom branding',
      ],
    },
    button_text: {
      fr: 'Commencer l’essai gratuit',
      en: 'Start free trial',
    },
    free: false,
    popular: false,
    enterprise: false,
    order: 2,
    visible: true,
  },
  {
    key: 'enterprise',
    prices: { eur: 99.99, usd: 99 },
    name: {
      fr: 'Entreprise',
      en: 'Enterprise',
    },
    description: {
      fr: 'Pour les grands réseaux d’écrans, avec un accompagnement dédié.',
      en: 'For large screen networks that need dedicated support.',
    },
    features: {
      fr: [
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
      en: [
        'Unlimited screens',
        'Unlimited AI generations',
        '500 GB storage',
        'Unlimited playlists',
        'Dedicated support',
        'Premium templates',
        'Advanced analytics',
        'Custom branding',
        'API access',
      ],
    },
    button_text: {
      fr: 'Contacter l’équipe commerciale',
      en: 'Contact sales',
    },
    free: false,
    popular: false,
    enterprise: true,
    order: 3,
    visible: true,
  },
];

/** The comparison table of the paid plans, one record per row. */
export const SEED_PLAN_COMPARISON_ROWS: PlanComparisonRowInput[] = [
  {
    label: {
      fr: 'Écrans',
      en: 'Screens',
    },
    starter: {
      fr: '3',
      en: '3',
    },
    professional: {
      fr: '10',
      en: '10',
    },
    enterprise: {
      fr: 'Illimités',
      en: 'Unlimited',
    },
    order: 0,
    visible: true,
  },
  {
    label: {
      fr: 'Visuels IA',
      en: 'AI visuals',
    },
    starter: {
      fr: 'Tous',
      en: 'All',
    },
    professional: {
      fr: 'Tous',
      en: 'All',
    },
    enterprise: {
      fr: 'Tous',
      en: 'All',
    },
    order: 1,
    visible: true,
  },
  {
    label: {
      fr: 'Vidéo IA',
      en: 'AI video',
    },
    starter: {
      fr: 'De base',
      en: 'Basic',
    },
    professional: {
      fr: 'Avancée',
      en: 'Advanced',
    },
    enterprise: {
      fr: 'Sur mesure',
      en: 'Custom',
    },
    order: 2,
    visible: true,
  },
  {
    label: {
      fr: 'Suggestions intelligentes',
      en: 'Smart suggestions',
    },
    starter: false,
    professional: true,
    enterprise: true,
    order: 3,
    visible: true,
  },
  {
    label: {
      fr: 'Intégrations',
      en: 'Integrations',
    },
    starter: {
      fr: 'Limitées',
      en: 'Limited',
    },
    professional: {
      fr: 'Complètes',
      en: 'Complete',
    },
    enterprise: {
      fr: 'Sur mesure',
      en: 'Custom',
    },
    order: 4,
    visible: true,
  },
  {
    label: {
      fr: 'Statistiques',
      en: 'Analytics',
    },
    starter: false,
    professional: true,
    enterprise: {
      fr: 'Avancées',
      en: 'Advanced',
    },
    order: 5,
    visible: true,
  },
  {
    label: {
      fr: 'Utilisateurs',
      en: 'Users',
    },
    starter: {
      fr: '1',
      en: '1',
    },
    professional: {
      fr: 'Jusqu’à 10',
      en: 'Up to 10',
    },
    enterprise: {
      fr: 'Illimités',
      en: 'Unlimited',
    },
    order: 6,
    visible: true,
  },
  {
    label: {
      fr: 'Support',
      en: 'Support',
    },
    starter: {
      fr: 'E-mail',
      en: 'Email',
    },
    professional: {
      fr: 'Prioritaire',
      en: 'Priority',
    },
    enterprise: {
      fr: 'Dédié 24/7',
      en: 'Dedicated 24/7',
    },
    order: 7,
    visible: true,
  },
];

/** The pricing page's FAQ. */
export const SEED_FAQ_ITEMS: FaqItemInput[] = [
  {
    question: {
      fr: 'Puis-je changer d’offre à tout moment ?',
      en: 'Can I change plans at any time?',
    },
    answer: {
      fr: 'Oui. Passez à l’offre supérieure quand votre parc d’écrans grandit, ou revenez à une offre plus légère si vos besoins changent. Vos offres sont sans engagement : vous pouvez aussi résilier à tout moment.',
      en: 'Yes. Move up when your screen network grows, or switch to a lighter plan if your needs change. There’s no long-term commitment, and you can cancel anytime.',
    },
    order: 0,
    visible: true,
  },
  {
    question: {
      fr: 'Quels moyens de paiement acceptez-vous ?',
      en: 'Which payment methods do you accept?',
    },
    answer: {
      fr: 'Nous acceptons les principales cartes bancaires. Pour l’offre Entreprise, vous pouvez aussi régler par virement bancaire.',
      en: 'We accept all major credit cards. On the Enterprise plan, you can also pay by bank transfer.',
    },
    order: 1,
    visible: true,
  },
  {
    question: {
      fr: 'Proposez-vous une garantie de remboursement ?',
      en: 'Do you offer a money-back guarantee?',
    },
    answer: {
      fr: 'Nous préférons vous laisser essayer avant de payer : chaque offre payante commence par 14 jours d’essai gratuit, sans carte bancaire. Vous ne vous engagez que si Vitrine vous convient, et vous restez libre de résilier à tout moment.',
      en: 'We’d rather you try before you pay: every paid plan starts with a 14-day free trial, no credit card required. You only commit once you’re sure Vitrine is right for you, and you can cancel anytime.',
    },
    order: 2,
    visible: true,
  },
  {
    question: {
      fr: 'Le support est-il inclus ?',
      en: 'Is support included?',
    },
    answer: {
      fr: 'Oui, dans toutes les offres : du support de base de l’offre Gratuite jusqu’au support dédié, disponible 24/7, de l’offre Entreprise. Le tableau comparatif ci-dessus détaille le niveau de support de chaque offre.',
      en: 'Yes, on every plan: from basic support on the Free plan to dedicated 24/7 support on Enterprise. The comparison table above shows the level of support for each plan.',
    },
    order: 3,
    visible: true,
  },
];

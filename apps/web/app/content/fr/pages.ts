/**
 * Page frames (heading and intro) for Contact, Demo, Waitlist and Blog. Form labels and blog
 * interface strings are added by the pages that own them. French is the source of the types.
 */
export const pages = {
  contact: {
    heading: 'Parlons de vos écrans',
    intro:
      'Une question sur Vitrine, un projet de déploiement ou un besoin particulier ? Écrivez-nous avec le formulaire ci-dessous, par e-mail ou par téléphone : notre équipe à Lyon vous répond du lundi au vendredi.',
  },

  demo: {
    heading: 'Réservez votre démo',
    intro:
      'En 30 minutes, un expert Vitrine vous présente la plateforme appliquée à vos écrans et à vos usages, et répond à toutes vos questions. Sans engagement.',
    benefitsTitle: 'Au programme de ces 30 minutes',
    benefits: [
      { id: 'tailored-tour', text: 'Une visite guidée adaptée à votre activité' },
      { id: 'live-ai', text: 'La création de contenus par l’IA, en direct' },
      { id: 'rollout-advice', text: 'Des conseils concrets pour équiper vos écrans' },
      { id: 'questions', text: 'Des réponses à toutes vos questions, tarifs compris' },
    ],
  },

  waitlist: {
    heading: 'Rejoignez la liste d’attente',
    intro:
      'Vitrine ouvre ses portes progressivement. Inscrivez-vous pour faire partie des premières entreprises à transformer leurs écrans avec l’IA.',
    section: {
      title: 'Accès anticipé',
      subtitle: 'Soyez parmi les premiers',
      description:
        'Laissez-nous vos coordonnées et parlez-nous de vos écrans : nous vous prévenons dès que votre accès est prêt et nous adaptons l’accompagnement à votre situation.',
      benefits: [
        { id: 'priority-access', text: 'Un accès prioritaire à la plateforme' },
        { id: 'onboarding', text: 'Un accompagnement personnalisé pour votre installation' },
        { id: 'roadmap', text: 'Votre avis pris en compte dans nos prochaines fonctionnalités' },
        { id: 'early-news', text: 'Les nouveautés en avant-première' },
      ],
    },
  },

  blog: {
    heading: 'Le blog Vitrine',
    intro:
      'Conseils pratiques, retours d’expérience et tendances de l’affichage dynamique et de l’IA, pour tirer le meilleur de vos écrans.',
  },
};

export type PagesCopy = typeof pages;

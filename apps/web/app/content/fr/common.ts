/**
 * Shared copy: header, footer, not-found notice, feature sub-navigation and feature footer block.
 * French is the source of the types; `en/common.ts` must satisfy `CommonCopy`.
 */
export const common = {
  siteName: 'Vitrine',
  skipToContent: 'Aller au contenu principal',
  scrollProgress: 'Progression de la lecture',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',

  header: {
    homeLinkLabel: 'Vitrine, retour à l’accueil',
    navLabel: 'Navigation principale',
    nav: [
      { id: 'features', label: 'Fonctionnalités' },
      { id: 'pricing', label: 'Tarifs' },
      { id: 'blog', label: 'Blog' },
      { id: 'about', label: 'À propos' },
      { id: 'contact', label: 'Contact' },
    ],
    joinWaitlist: 'Rejoindre la liste d’attente',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },

  /**
   * The switch leads to the other language, so its accessible label is written in that language;
   * render it with `lang={languageSwitch.labelLang}`. The label starts with the visible text, so
   * that someone who says what they see (voice control) reaches it (WCAG 2.5.3).
   */
  languageSwitch: {
    buttonText: 'EN',
    label: 'EN – Switch to English',
    labelLang: 'en',
  },

  footer: {
    navLabel: 'Pied de page',
    tagline:
      'L’affichage dynamique intelligent pour les entreprises : créez vos contenus avec l’IA et pilotez tous vos écrans depuis un seul endroit.',
    quickLinks: {
      title: 'Liens rapides',
      links: [
        { id: 'home', label: 'Accueil' },
        { id: 'features', label: 'Fonctionnalités' },
        { id: 'pricing', label: 'Tarifs' },
        { id: 'blog', label: 'Blog' },
        { id: 'about', label: 'À propos' },
      ],
    },
    product: {
      title: 'Produit',
      links: [
        { id: 'demo', label: 'Démo' },
        { id: 'waitlist', label: 'Liste d’attente' },
        { id: 'use-cases', label: 'Cas d’usage' },
        { id: 'integrations', label: 'Intégrations' },
        { id: 'api', label: 'API' },
      ],
    },
    support: {
      title: 'Assistance',
      links: [
        { id: 'help-centre', label: 'Centre d’aide' },
        { id: 'documentation', label: 'Documentation' },
        { id: 'status', label: 'État du service' },
        { id: 'community', label: 'Communauté' },
        { id: 'contact', label: 'Contact' },
      ],
    },
    legal: {
      title: 'Informations légales',
      links: [
        { id: 'legal-notice', label: 'Mentions légales' },
        { id: 'privacy', label: 'Confidentialité' },
        { id: 'terms', label: 'Conditions d’utilisation' },
        { id: 'cookies', label: 'Cookies' },
      ],
    },
    contact: {
      title: 'Contact',
      emailLabel: 'E-mail',
      email: 'bonjour@vitrine.example',
      phoneLabel: 'Téléphone',
      phone: '+33 1 99 00 27 45',
      /** Digits only, for a `tel:` link. */
      phoneDial: '+33199002745',
      addressLabel: 'Adresse',
      address: {
        street: '24 rue de la République',
        city: '69002 Lyon',
        country: 'France',
      },
      hoursLabel: 'Horaires',
      hours: 'Du lundi au vendredi, de 9 h à 18 h',
    },
    social: {
      title: 'Suivez-nous',
      links: [
        { id: 'linkedin', label: 'LinkedIn', ariaLabel: 'Vitrine sur LinkedIn (nouvel onglet)' },
        { id: 'youtube', label: 'YouTube', ariaLabel: 'Vitrine sur YouTube (nouvel onglet)' },
        { id: 'instagram', label: 'Instagram', ariaLabel: 'Vitrine sur Instagram (nouvel onglet)' },
      ],
    },
    newsletter: {
      title: 'La lettre Vitrine',
      text: 'Nouveautés produit, idées de contenus et bonnes pratiques d’affichage dynamique, directement dans votre boîte mail.',
      emailLabel: 'Votre adresse e-mail',
      emailPlaceholder: 'vous@entreprise.fr',
      subscribe: 'S’abonner',
      consent:
        'J’accepte de recevoir la lettre d’information de Vitrine. Je peux me désabonner à tout moment.',
      /** Who collects the address, why and for how long; followed by `privacyNotice`. */
      privacy:
        'Vitrine SAS utilise votre adresse pour vous envoyer sa lettre, après confirmation par e-mail. Elle est conservée jusqu’à votre désabonnement, au plus 3 ans après votre dernier contact.',
    },
    /** Read after a footer entry that is not a link yet. */
    unavailable: '(bientôt disponible)',
    /** `{year}` is replaced by the current year. */
    copyright: '© {year} Vitrine. Tous droits réservés.',
  },

  /** The label of the forms' hidden bot trap (nobody sees or hears it). */
  honeypotLabel: 'Site web',

  /** The end of every form's privacy notice: how to ask for erasure, and the privacy page. */
  privacyNotice: {
    erasure: 'Pour consulter ou effacer vos données, écrivez à',
    email: 'privacy@vitrine.example',
    link: 'Politique de confidentialité',
  },

  /** Notifications (toasts). `unreachable` is shown when the site cannot reach the server. */
  toast: {
    dismiss: 'Fermer la notification',
    unreachable: {
      title: 'Connexion impossible',
      description:
        'Vérifiez votre connexion, puis réessayez : tout ce que vous avez saisi est conservé.',
    },
  },

  notFound: {
    title: 'Cette page n’existe pas',
    text: 'L’adresse demandée est introuvable. Pas d’inquiétude : vous êtes sur notre page d’accueil, et tout le reste est à un clic.',
  },

  /** Shown when a page fails to render. */
  errorPage: {
    title: 'Un problème est survenu',
    text: 'Cette page n’a pas pu s’afficher. Réessayez dans un instant, ou repartez de la page d’accueil.',
    homeLink: 'Retour à l’accueil',
  },

  /** Call to action shown at the bottom of the five feature pages. */
  featureFooter: {
    title: 'Prêt à faire travailler vos écrans pour vous ?',
    text: 'Rejoignez la liste d’attente pour un accès anticipé, ou réservez une démo de 30 minutes avec notre équipe.',
    waitlistButton: 'Rejoindre la liste d’attente',
    demoButton: 'Réserver une démo',
  },

  breadcrumb: {
    label: 'Fil d’Ariane',
    home: 'Accueil',
    features: 'Fonctionnalités',
  },

  /** Feature sub-navigation pills; ids are the page names. */
  featureNav: {
    label: 'Toutes les fonctionnalités',
    pills: [
      { id: 'FeatureAI', label: 'Génération IA' },
      { id: 'FeatureScreens', label: 'Gestion Écrans' },
      { id: 'FeaturePlaylists', label: 'Playlists' },
      { id: 'FeatureAgenda', label: 'Synchronisation' },
      { id: 'FeatureApps', label: 'Applications' },
    ],
  },
};

export type CommonCopy = typeof common;

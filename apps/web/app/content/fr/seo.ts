/**
 * Search and sharing metadata. `title` ≤ 60 characters, `description` 120–160 characters, each
 * unique. Keys of `pages` are the page names. French is the source of the types.
 */
export const seo = {
  siteName: 'Vitrine',
  organizationDescription:
    'Vitrine est une plateforme d’affichage dynamique intelligent pour les entreprises : création de contenus par IA, pilotage multi-écrans et programmation.',
  defaultOgImageAlt:
    'Vitrine, l’affichage dynamique intelligent : un tableau de bord pilote plusieurs écrans',

  pages: {
    home: {
      title: 'Vitrine · L’affichage dynamique intelligent par l’IA',
      description:
        'Créez vos contenus avec l’IA, programmez-les selon votre agenda et pilotez tous vos écrans depuis une seule plateforme. Rejoignez la liste d’attente.',
    },
    features: {
      title: 'Fonctionnalités d’affichage dynamique · Vitrine',
      description:
        'Génération IA, gestion des écrans, playlists, synchronisation d’agenda et applications : tout ce qu’il faut pour faire parler vos écrans.',
    },
    FeatureAI: {
      title: 'Génération de contenus par IA · Vitrine',
      description:
        'Créez images, vidéos et textes pour vos écrans à partir d’une simple consigne. L’IA de Vitrine respecte le style de votre marque.',
    },
    FeatureScreens: {
      title: 'Gestion centralisée des écrans · Vitrine',
      description:
        'Carte de l’état de vos écrans, mise à jour et redémarrage à distance, alertes et diffusion sécurisée : pilotez tout votre parc depuis Vitrine.',
    },
    FeaturePlaylists: {
      title: 'Playlists et programmation intelligentes · Vitrine',
      description:
        'Horaires, règles de répétition, conditions d’affichage et campagnes saisonnières : Vitrine diffuse le bon contenu, et l’IA optimise la rotation.',
    },
    FeatureAgenda: {
      title: 'Synchronisation d’agenda automatique · Vitrine',
      description:
        'Connectez vos agendas Google, Outlook ou Apple : Vitrine transforme vos événements en suggestions de contenus programmés sur vos écrans.',
    },
    FeatureApps: {
      title: 'Applications intégrées pour vos écrans · Vitrine',
      description:
        'Météo, actualités et flux RSS, vidéos et photos, horloges mondiales et comptes à rebours : des contenus vivants à ajouter en quelques clics.',
    },
    pricing: {
      title: 'Tarifs et offres d’affichage dynamique · Vitrine',
      description:
        'Une offre gratuite, puis Starter, Professionnel ou Entreprise. 14 jours d’essai gratuit, sans carte bancaire, résiliable à tout moment.',
    },
    about: {
      title: 'À propos de Vitrine : notre histoire et notre équipe',
      description:
        'Fondée en 2023, Vitrine équipe plus de 500 entreprises dans plus de 50 pays. Découvrez notre mission, nos valeurs et l’équipe derrière la plateforme.',
    },
    contact: {
      title: 'Contacter l’équipe · Vitrine',
      description:
        'Une question sur Vitrine ou un projet d’affichage dynamique ? Écrivez-nous ou appelez-nous : notre équipe à Lyon vous répond du lundi au vendredi.',
    },
    demo: {
      title: 'Réserver une démo de 30 minutes · Vitrine',
      description:
        'Découvrez Vitrine en 30 minutes avec un expert : création de contenus par l’IA, pilotage de vos écrans et réponses à toutes vos questions.',
    },
    waitlist: {
      title: 'Rejoindre la liste d’attente · Vitrine',
      description:
        'Inscrivez-vous sur la liste d’attente de Vitrine : accès prioritaire, accompagnement personnalisé et nouveautés en avant-première.',
    },
    blogPost: {
      title: 'Article du blog Vitrine',
      description:
        'Un article du blog Vitrine : conseils, retours d’expérience et tendances de l’affichage dynamique et de l’IA, à lire en quelques minutes.',
    },
    /** The unknown-address fallback: Home's content, served with status 404 and `noindex`. */
    notFound: {
      title: 'Page introuvable · Vitrine',
      description:
        'Cette adresse n’existe pas sur le site de Vitrine. Retrouvez l’affichage dynamique intelligent par l’IA depuis notre page d’accueil.',
    },
    blog: {
      title: 'Blog affichage dynamique et IA · Vitrine',
      description:
        'Conseils pratiques, retours d’expérience et tendances de l’affichage dynamique et de l’IA pour tirer le meilleur de vos écrans.',
    },
    legalNotice: {
      title: 'Mentions légales · Vitrine',
      description:
        'Éditeur du site, hébergeur et directeur de la publication : toutes les informations légales sur Vitrine SAS et sur le site vitrine.example.',
    },
    privacy: {
      title: 'Politique de confidentialité · Vitrine',
      description:
        'Quelles données Vitrine SAS collecte par ses formulaires, pourquoi, combien de temps elles sont gardées et comment exercer vos droits.',
    },
    terms: {
      title: 'Conditions d’utilisation du site · Vitrine',
      description:
        'Les règles d’utilisation du site Vitrine : accès au site, contenus, liste d’attente, lettre d’information, responsabilité et droit applicable.',
    },
    cookies: {
      title: 'Cookies et traceurs · Vitrine',
      description:
        'Le site Vitrine ne dépose aucun traceur publicitaire ni de mesure d’audience : seul votre choix de langue est mémorisé. Le détail est ici.',
    },
    newsletter: {
      title: 'Votre abonnement à la lettre · Vitrine',
      description:
        'Confirmez votre abonnement à la lettre d’information de Vitrine, ou désabonnez-vous en un clic depuis le lien reçu par e-mail.',
    },
  },
};

export type SeoCopy = typeof seo;

/**
 * Home (landing) page copy, in page order. French is the source of the types.
 * Title parts are trimmed: render `titleStart`, then `titleHighlight` styled, then `titleEnd`,
 * separated by spaces. Testimonials and the "Vitrine en chiffres" figures are records the team
 * edits (`Testimonial`, `SiteFigure`); `testimonials.ratingLabel` reads a rating (`{rating}`).
 */
export const home = {
  hero: {
    badge: 'L’affichage dynamique propulsé par l’IA',
    titleStart: 'Transformez chaque écran en',
    titleHighlight: 'outil de communication',
    titleEnd: 'piloté par l’IA',
    subtitle:
      'Créez visuels, vidéos et messages avec l’IA, programmez-les au rythme de votre agenda et diffusez-les sur tous vos écrans depuis une seule plateforme.',
    primaryCta: 'Rejoindre la liste d’attente',
    secondaryCta: 'Voir la démo',
    mock: {
      description:
        'Animation d’un tableau de bord Vitrine : trois écrans en ligne diffusent leurs contenus pendant que l’IA crée un nouveau visuel à partir d’une consigne.',
      title: 'Tableau de bord',
      screensTitle: 'Vos écrans',
      online: 'En ligne',
      nowPlaying: 'En diffusion',
      screens: [
        { id: 'store', name: 'Boutique centre-ville', content: 'Collection d’été' },
        { id: 'lobby', name: 'Hall d’accueil', content: 'Bienvenue à nos visiteurs' },
        { id: 'cafe', name: 'Espace café', content: 'Menu du jour' },
      ],
      promptLabel: 'Consigne',
      prompt: 'Affiche de printemps aux couleurs de la marque',
      generating: 'L’IA crée votre visuel…',
      ready: 'Visuel prêt à diffuser',
      calendarSynced: 'Agenda synchronisé',
    },
  },

  features: {
    title: 'Tout ce qu’il faut pour des écrans qui captent l’attention',
    subtitle: 'Créer, programmer, diffuser : une seule plateforme pour tout faire.',
    items: [
      {
        id: 'ai-content',
        title: 'Contenus créés par l’IA',
        description:
          'Décrivez ce que vous voulez afficher : l’IA crée images, vidéos et textes aux couleurs de votre marque.',
      },
      {
        id: 'multi-screen',
        title: 'Pilotage multi-écrans',
        description:
          'Suivez l’état de chaque écran sur une carte, mettez-le à jour ou redémarrez-le à distance, et soyez alerté au moindre souci.',
      },
      {
        id: 'smart-scheduling',
        title: 'Programmation intelligente',
        description:
          'Connectez votre agenda : Vitrine suggère et programme le bon contenu au bon moment.',
      },
    ],
  },

  aiShowcase: {
    badge: 'Intelligence artificielle',
    title: 'Une IA qui crée pour vous',
    subtitle:
      'Visuels, vidéos, textes : Vitrine produit des contenus fidèles au style de votre marque, puis optimise leur diffusion.',
    capabilities: [
      { id: 'image-generation', label: 'Génération d’images', value: 95 },
      { id: 'video-creation', label: 'Création de vidéos', value: 88 },
      { id: 'content-writing', label: 'Rédaction de contenus', value: 92 },
      { id: 'auto-optimisation', label: 'Optimisation automatique', value: 90 },
    ],
  },

  integrations: {
    title: 'Connecté aux outils que vous utilisez déjà',
    subtitle:
      'Importez vos contenus et vos événements en quelques clics, sans changer vos habitudes.',
    items: [
      {
        id: 'youtube',
        name: 'YouTube',
        description: 'Diffusez vos vidéos et vos playlists sur n’importe quel écran.',
      },
      {
        id: 'google-calendar',
        name: 'Google Agenda',
        description: 'Vos événements deviennent des contenus programmés.',
      },
      {
        id: 'canva',
        name: 'Canva',
        description: 'Importez vos créations telles quelles, sans export ni retouche.',
      },
      {
        id: 'google-drive',
        name: 'Google Drive',
        description: 'Puisez directement dans les images et vidéos de votre espace cloud.',
      },
      {
        id: 'chrome-web-store',
        name: 'Chrome Web Store',
        description: 'Installez le lecteur Vitrine sur vos appareils Chrome OS.',
      },
      {
        id: 'google-play',
        name: 'Google Play',
        description: 'Téléchargez le lecteur pour Android TV et vos écrans Android.',
      },
    ],
    workflow: {
      title: 'De votre agenda à vos écrans, en trois étapes',
      steps: [
        {
          id: 'calendar',
          title: 'Votre agenda',
          description: 'Vitrine lit vos événements : lancement, salon, promotion, réunion.',
        },
        {
          id: 'ai',
          title: 'L’IA',
          description: 'Elle propose et crée les contenus adaptés à chaque moment.',
        },
        {
          id: 'screens',
          title: 'Vos écrans',
          description: 'Le bon message s’affiche au bon endroit, au bon moment.',
        },
      ],
    },
  },

  mobileApps: {
    title: 'Vitrine dans votre poche',
    subtitle:
      'Les applications iOS et Android arrivent bientôt : gardez la main sur vos écrans, où que vous soyez.',
    comingSoon: 'Bientôt disponible',
    imageAlt:
      'Téléphone affichant l’application Vitrine : la liste des écrans en ligne et le contenu que chacun diffuse',
    stores: [
      { id: 'app-store', name: 'App Store', caption: 'Pour iPhone et iPad' },
      { id: 'google-play', name: 'Google Play', caption: 'Pour smartphones et tablettes Android' },
    ],
    features: [
      {
        id: 'remote-control',
        title: 'Contrôle à distance',
        description: 'Changez un contenu ou redémarrez un écran depuis votre téléphone.',
      },
      {
        id: 'push-notifications',
        title: 'Notifications push',
        description: 'Soyez prévenu dès qu’un écran se déconnecte.',
      },
      {
        id: 'offline-mode',
        title: 'Mode hors ligne',
        description:
          'Préparez vos playlists même sans réseau : elles se synchronisent dès le retour de la connexion.',
      },
      {
        id: 'cloud-sync',
        title: 'Synchronisation cloud',
        description: 'Les mêmes écrans, contenus et playlists sur mobile comme sur le web.',
      },
    ],
  },

  compatibility: {
    title: 'Compatible avec vos écrans',
    subtitle:
      'Vitrine fonctionne sur les principaux systèmes des téléviseurs connectés et des écrans professionnels.',
    platforms: [
      { id: 'android-tv', name: 'Android TV', value: 100 },
      { id: 'lg-webos', name: 'LG webOS', value: 100 },
      { id: 'samsung-tizen', name: 'Samsung Tizen', value: 100 },
      { id: 'amazon-fire-tv', name: 'Amazon Fire TV', value: 100 },
      { id: 'chrome-os', name: 'Chrome OS', value: 100 },
    ],
    stats: [
      { id: 'compatibility', value: '99,8 %', label: 'de compatibilité des appareils' },
      { id: 'install', value: '< 30 s', label: 'pour installer le lecteur' },
      { id: 'support', value: '24/7', label: 'support technique' },
    ],
  },

  testimonials: {
    title: 'Ils affichent déjà avec Vitrine',
    subtitle:
      'Commerce, hôtellerie, événementiel : des équipes qui ont repris la main sur leurs écrans.',
    ratingLabel: 'Note : {rating} étoiles sur 5',
  },

  stats: {
    title: 'Vitrine en chiffres',
  },

  finalCta: {
    title: 'Prêt à transformer vos écrans ?',
    subtitle:
      'Rejoignez la liste d’attente et soyez parmi les premiers à créer, programmer et diffuser vos contenus avec l’IA.',
    primaryCta: 'Rejoindre la liste d’attente',
    secondaryCta: 'Planifier une démo',
    guarantees: [
      { id: 'no-credit-card', label: 'Sans carte bancaire' },
      { id: 'quick-setup', label: 'Installation en moins de 5 minutes' },
      { id: 'cancel-anytime', label: 'Résiliable à tout moment' },
    ],
  },
};

export type HomeCopy = typeof home;

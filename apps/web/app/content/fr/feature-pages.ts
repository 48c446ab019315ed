/**
 * The five feature pages, keyed by page name. The headline is shown as `headline` followed by
 * `highlight` (styled). French is the source of the types.
 */
export const featurePages = {
  FeatureAI: {
    name: 'Génération IA',
    headline: 'Génération IA',
    highlight: 'Révolutionnaire',
    subtitle:
      'Décrivez votre idée : l’IA crée des images, des vidéos et des textes prêts à diffuser, dans le style de votre marque.',
    imageAlt:
      'Écran d’affichage présentant un visuel promotionnel coloré créé par intelligence artificielle',
    itemsTitle: 'Tout ce que l’IA crée pour vous',
    items: [
      {
        id: 'image-generation',
        title: 'Des images sur mesure',
        description:
          'Affiches, promotions, annonces : obtenez des visuels originaux à partir d’une simple description.',
      },
      {
        id: 'video-creation',
        title: 'Des vidéos en quelques minutes',
        description:
          'Transformez un message en courte vidéo animée, au bon format pour chacun de vos écrans.',
      },
      {
        id: 'copywriting',
        title: 'Des textes qui accrochent',
        description:
          'Titres, slogans, annonces : l’IA rédige des messages courts, lisibles de loin.',
      },
      {
        id: 'brand-style',
        title: 'Fidèle à votre marque',
        description:
          'Couleurs, typographies, ton : chaque création s’adapte au style de votre marque.',
      },
    ],
  },

  FeatureScreens: {
    name: 'Gestion Écrans',
    headline: 'Gestion des écrans',
    highlight: 'Centralisée',
    subtitle:
      'Un seul tableau de bord pour voir, piloter et synchroniser tous vos écrans, que vous ayez un site ou cent.',
    imageAlt: 'Mur d’écrans numériques synchronisés affichant les mêmes contenus',
    itemsTitle: 'Tous vos écrans sous contrôle',
    items: [
      {
        id: 'map-view',
        title: 'Carte de vos écrans',
        description:
          'Visualisez l’état de chaque écran sur une carte : en ligne, hors ligne, en diffusion.',
      },
      {
        id: 'remote-control',
        title: 'Contrôle à distance',
        description:
          'Mettez à jour, redémarrez ou changez le contenu d’un écran sans vous déplacer.',
      },
      {
        id: 'status-alerts',
        title: 'Alertes d’état',
        description: 'Soyez averti dès qu’un écran se déconnecte ou cesse de diffuser.',
      },
      {
        id: 'secure-delivery',
        title: 'Diffusion sécurisée',
        description:
          'Vos contenus sont transmis de façon sécurisée, uniquement aux écrans que vous avez autorisés.',
      },
    ],
  },

  FeaturePlaylists: {
    name: 'Playlists',
    headline: 'Playlists dynamiques',
    highlight: 'Intelligentes',
    subtitle:
      'Programmez une fois, Vitrine s’occupe du reste : chaque contenu passe au bon moment, sur le bon écran.',
    imageAlt: 'Écran de magasin diffusant une succession de contenus promotionnels',
    itemsTitle: 'Le bon contenu, au bon moment',
    items: [
      {
        id: 'schedules',
        title: 'Horaires et récurrences',
        description:
          'Définissez des plages horaires et des règles de répétition : chaque matin, chaque lundi, le premier du mois.',
      },
      {
        id: 'display-conditions',
        title: 'Conditions d’affichage',
        description:
          'Choisissez où et quand chaque contenu apparaît : par écran, par groupe, par créneau.',
      },
      {
        id: 'seasonal-campaigns',
        title: 'Campagnes saisonnières',
        description:
          'Préparez soldes, fêtes et rentrée à l’avance : vos campagnes démarrent et s’arrêtent toutes seules.',
      },
      {
        id: 'ai-rotation',
        title: 'Rotation optimisée par l’IA',
        description:
          'La diffusion s’adapte à l’heure, à la météo, à vos événements ou aux données système, et l’IA ajuste l’ordre de passage.',
      },
    ],
  },

  FeatureAgenda: {
    name: 'Synchronisation',
    headline: 'Synchronisation d’agenda',
    highlight: 'Automatique',
    subtitle:
      'Connectez votre agenda : vos événements deviennent des contenus, programmés sans effort.',
    imageAlt: 'Agenda ouvert sur un bureau, à côté d’un ordinateur portable',
    itemsTitle: 'Votre agenda au service de vos écrans',
    items: [
      {
        id: 'all-calendars',
        title: 'Tous vos agendas',
        description:
          'Google, Outlook, Apple et les principaux agendas professionnels se connectent en quelques clics.',
      },
      {
        id: 'smart-suggestions',
        title: 'Suggestions intelligentes',
        description:
          'Un salon, un lancement, une réunion ? Vitrine vous propose les contenus qui vont avec.',
      },
      {
        id: 'auto-scheduling',
        title: 'Programmation automatique',
        description:
          'Les contenus liés à un événement s’affichent au bon moment, sans intervention manuelle.',
      },
      {
        id: 'team-rights',
        title: 'Travail d’équipe',
        description:
          'Attribuez à chaque collègue des droits précis sur les agendas, les contenus et les écrans.',
      },
    ],
  },

  FeatureApps: {
    name: 'Applications',
    headline: 'Applications intégrées',
    highlight: 'Puissantes',
    subtitle:
      'Ajoutez des contenus vivants à vos écrans en quelques clics : météo, actualités, vidéos, horloges et comptes à rebours.',
    imageAlt: 'Écran numérique affichant la météo, l’heure et des actualités',
    itemsTitle: 'Des contenus vivants, sans effort',
    items: [
      {
        id: 'weather',
        title: 'Météo locale',
        description: 'Les prévisions de chaque site, mises à jour automatiquement.',
      },
      {
        id: 'news-feeds',
        title: 'Actualités et flux RSS',
        description: 'Les titres de vos sources préférées, ou de votre propre blog, en continu.',
      },
      {
        id: 'videos-photos',
        title: 'Vidéos et photos',
        description:
          'Intégrez les contenus de vos plateformes vidéo et de vos comptes de partage de photos.',
      },
      {
        id: 'clocks-timers',
        title: 'Horloges et minuteurs',
        description:
          'Horloges mondiales, compteurs et comptes à rebours pour vos événements, lancements et promotions.',
      },
    ],
  },
};

export type FeaturePagesCopy = typeof featurePages;

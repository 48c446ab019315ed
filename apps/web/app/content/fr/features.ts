/**
 * Features overview page (/fonctionnalites). Card ids are the feature page names.
 * French is the source of the types.
 */
export const features = {
  hero: {
    badge: 'Fonctionnalités',
    title: 'Cinq fonctionnalités pour faire parler vos écrans',
    subtitle:
      'Créer, piloter, programmer, connecter : découvrez comment Vitrine transforme chaque écran en outil de communication.',
  },
  cards: [
    {
      id: 'FeatureAI',
      title: 'Génération IA',
      description:
        'Créez images, vidéos et textes à partir d’une simple consigne, dans le style de votre marque.',
      linkLabel: 'En savoir plus',
      linkAriaLabel: 'En savoir plus sur la génération IA',
    },
    {
      id: 'FeatureScreens',
      title: 'Gestion des écrans',
      description:
        'Suivez, mettez à jour et redémarrez tous vos écrans à distance, depuis une seule carte.',
      linkLabel: 'En savoir plus',
      linkAriaLabel: 'En savoir plus sur la gestion des écrans',
    },
    {
      id: 'FeaturePlaylists',
      title: 'Playlists dynamiques',
      description:
        'Programmez vos contenus par horaire, condition ou saison : l’IA optimise la rotation.',
      linkLabel: 'En savoir plus',
      linkAriaLabel: 'En savoir plus sur les playlists dynamiques',
    },
    {
      id: 'FeatureAgenda',
      title: 'Synchronisation d’agenda',
      description:
        'Reliez vos agendas Google, Outlook ou Apple : vos événements inspirent des suggestions de contenus.',
      linkLabel: 'En savoir plus',
      linkAriaLabel: 'En savoir plus sur la synchronisation d’agenda',
    },
    {
      id: 'FeatureApps',
      title: 'Applications intégrées',
      description:
        'Météo, actualités, horloges, comptes à rebours : ajoutez des contenus vivants en quelques clics.',
      linkLabel: 'En savoir plus',
      linkAriaLabel: 'En savoir plus sur les applications intégrées',
    },
  ],
};

export type FeaturesCopy = typeof features;

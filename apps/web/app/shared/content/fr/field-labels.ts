/**
 * Labels of stored values that visitors see on the site and the team sees in the console: the blog
 * categories and the waitlist's choices. French is the source of the types; `en/field-labels.ts`
 * must satisfy `FieldLabels`.
 */
export const fieldLabels = {
  blogCategories: {
    'digital-signage': 'Affichage dynamique',
    'ai-technology': 'Technologie IA',
    'business-tips': 'Conseils business',
    'case-studies': 'Études de cas',
    tutorials: 'Tutoriels',
  },
  screensCount: [
    { id: '1-5', label: '1 à 5' },
    { id: '6-20', label: '6 à 20' },
    { id: '21-50', label: '21 à 50' },
    { id: '50+', label: 'Plus de 50' },
  ],
  interests: [
    { id: 'ai-content', label: 'Génération de contenus par IA' },
    { id: 'multi-screen', label: 'Gestion multi-écrans' },
    { id: 'scheduling', label: 'Programmation avancée' },
    { id: 'analytics', label: 'Statistiques et rapports' },
    { id: 'integrations', label: 'Intégrations' },
  ],
};

export type FieldLabels = typeof fieldLabels;

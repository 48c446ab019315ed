/**
 * About page: the frame of its sections. The figures, values and team are records the team edits
 * (`SiteFigure`, `CompanyValue`, `TeamMember`). French is the source of the types.
 */
export const about = {
  hero: {
    badge: 'À propos',
    title: 'Nous donnons la parole à vos écrans',
    subtitle:
      'Depuis 2023, Vitrine aide les entreprises à transformer de simples écrans en outils de communication intelligents.',
  },

  stats: {
    title: 'Vitrine aujourd’hui',
  },

  story: {
    title: 'Notre histoire',
    imageAlt:
      'Illustration : un écran de boutique, un écran de hall d’accueil et un écran de salon reliés à une même plateforme',
    paragraphs: [
      'Vitrine est née en 2023 d’un constat simple : les écrans sont partout, dans les boutiques, les halls d’accueil et les salons, mais la plupart diffusent des contenus figés, mis à jour à la main quand ils le sont.',
      'Nous avons donc réuni dans un même outil la création de contenus par l’IA, la programmation et le pilotage des écrans. Aujourd’hui, plus de 500 entreprises dans plus de 50 pays nous confient plus de 2 000 écrans.',
    ],
  },

  mission: {
    title: 'Notre mission',
    text: 'Rendre l’affichage dynamique simple et efficace pour toutes les entreprises, quelle que soit leur taille. Créer un contenu, le programmer et le diffuser doit prendre quelques minutes, pas quelques jours.',
  },

  values: {
    title: 'Nos valeurs',
    subtitle: 'Quatre principes guident chacune de nos décisions.',
  },

  team: {
    title: 'L’équipe',
    subtitle: 'Des passionnés d’image, de logiciel et de relation client.',
  },

  vision: {
    title: 'Notre vision',
    text: 'Demain, vos écrans ne se contenteront plus d’afficher : ils deviendront des assistants intelligents et autonomes, capables de choisir le bon message pour le bon public, au bon moment.',
  },
};

export type AboutCopy = typeof about;

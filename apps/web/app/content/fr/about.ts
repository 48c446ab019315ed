/**
 * About page. Team members are fictional. French is the source of the types.
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
    items: [
      { id: 'companies', value: '500+', label: 'entreprises clientes' },
      { id: 'screens', value: '2000+', label: 'écrans connectés' },
      { id: 'countries', value: '50+', label: 'pays' },
      { id: 'uptime', value: '99,9 %', label: 'de disponibilité' },
    ],
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
    items: [
      {
        id: 'innovation',
        title: 'Innovation',
        description:
          'Nous mettons l’IA au service de résultats concrets : des contenus plus pertinents, créés plus vite.',
      },
      {
        id: 'simplicity',
        title: 'Simplicité',
        description:
          'Une interface claire et une installation rapide : pas besoin d’être expert pour bien communiquer.',
      },
      {
        id: 'excellence',
        title: 'Excellence',
        description:
          '99,9 % de disponibilité, une sécurité de niveau entreprise et un support réactif : nous visons le meilleur, écran après écran.',
      },
      {
        id: 'accessibility',
        title: 'Accessibilité',
        description:
          'Une offre gratuite pour commencer, des tarifs clairs et une plateforme pensée pour tous les utilisateurs.',
      },
    ],
  },

  team: {
    title: 'L’équipe',
    subtitle: 'Des passionnés d’image, de logiciel et de relation client.',
    members: [
      {
        id: 'claire-dumont',
        name: 'Claire Dumont',
        role: 'Cofondatrice et directrice générale',
        description:
          'Quinze ans de marketing dans le commerce. Elle a créé Vitrine pour offrir aux équipes les outils qu’elle aurait aimé avoir.',
        imageAlt: 'Portrait de Claire Dumont, cofondatrice et directrice générale de Vitrine',
      },
      {
        id: 'thomas-nguyen',
        name: 'Thomas Nguyen',
        role: 'Cofondateur et directeur technique',
        description:
          'Ingénieur logiciel, il conçoit une plateforme capable de piloter des milliers d’écrans de façon fiable.',
        imageAlt: 'Portrait de Thomas Nguyen, cofondateur et directeur technique de Vitrine',
      },
      {
        id: 'ines-haddad',
        name: 'Inès Haddad',
        role: 'Responsable de l’IA',
        description:
          'Elle veille à ce que chaque contenu généré soit juste, lisible et fidèle à votre marque.',
        imageAlt: 'Portrait d’Inès Haddad, responsable de l’IA chez Vitrine',
      },
      {
        id: 'marc-lefevre',
        name: 'Marc Lefèvre',
        role: 'Responsable de la réussite client',
        description:
          'Il accompagne nos clients de l’installation du premier écran jusqu’au déploiement sur tous leurs sites.',
        imageAlt: 'Portrait de Marc Lefèvre, responsable de la réussite client chez Vitrine',
      },
    ],
  },

  vision: {
    title: 'Notre vision',
    text: 'Demain, vos écrans ne se contenteront plus d’afficher : ils deviendront des assistants intelligents et autonomes, capables de choisir le bon message pour le bon public, au bon moment.',
  },
};

export type AboutCopy = typeof about;

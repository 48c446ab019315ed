/**
 * The console's team accounts (`/admin/users`): the list, inviting, passwords, roles, disabling
 * and the weekly report switch (the roles' descriptions and ownership: `console-roles.ts`). French is the source of the type; `en/console-users.ts` must
 * match. Placeholders: `{name}` tokens filled by `fillCopy`.
 */
export const consoleUsersCopy = {
  users: {
    title: 'Équipe',
    intro: 'Les comptes qui peuvent se connecter à la console, chacun avec son rôle.',
    searchPlaceholder: 'E-mail ou nom',
    fields: {
      email: 'E-mail',
      full_name: 'Nom',
      role: 'Rôle',
      state: 'État',
      created_date: 'Créé le',
      last_sign_in_date: 'Dernière connexion',
    },
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      editor: 'Éditeur',
      author: 'Auteur',
      contributor: 'Contributeur',
      sales: 'Commercial',
      user: 'Utilisateur (sans console)',
    },
    active: 'Actif',
    disabled: 'Désactivé',
    you: '(vous)',
    working: 'Un instant…',
    invite: {
      open: 'Inviter un membre',
      title: 'Inviter ou créer un compte',
      email: 'Adresse e-mail',
      fullName: 'Nom complet',
      role: 'Rôle',
      language: 'Langue de l’invitation',
      password: 'Mot de passe',
      passwordHelp:
        'Facultatif. Laissez vide pour créer un lien d’invitation\u00a0: la personne choisira elle-même son mot de passe.',
      submit: 'Créer le compte',
      submitting: 'Création…',
      created: 'Compte créé pour {email}',
      emailRequired: 'Indiquez une adresse e-mail valide.',
      passwordTooShort: 'Le mot de passe doit compter au moins 12\u00a0caractères.',
      exists: 'Un compte existe déjà avec cette adresse.',
      failed: 'La création a échoué\u00a0: {message}',
    },
    link: {
      title: 'Lien à transmettre',
      text: 'Ce lien ne sera plus affiché. Il a aussi été envoyé par e-mail à {email} si un serveur SMTP est configuré.',
      label: 'Lien pour choisir un mot de passe',
      copy: 'Copier le lien',
      copied: 'Lien copié',
      copyFailed: 'Copie impossible\u00a0: sélectionnez le lien et copiez-le à la main.',
      done: 'J’ai transmis le lien',
    },
    report: {
      heading: 'Votre compte',
      label: 'Rapport d’audience hebdomadaire',
      help: 'Chaque lundi vers 8\u00a0h, un e-mail à {email}\u00a0: visiteurs, pages vues, conversions, pages et sources principales de la semaine passée, comparés à la semaine précédente. Il est écrit dans la langue de la console au moment où vous l’activez.',
      on: 'Rapport hebdomadaire activé\u00a0: le premier arrivera lundi.',
      off: 'Rapport hebdomadaire désactivé.',
      failed: 'Le réglage n’a pas été enregistré\u00a0: {message}',
    },
    manageDialog: {
      title: 'Compte de {email}',
      passwordHeading: 'Mot de passe',
      newPassword: 'Nouveau mot de passe',
      newPasswordHelp:
        'Au moins 12\u00a0caractères. Laissez vide pour créer un lien de réinitialisation à transmettre.',
      setPassword: 'Enregistrer le mot de passe',
      makeLink: 'Créer un lien de réinitialisation',
      linkDisabled: 'Ce compte est désactivé\u00a0: réactivez-le avant de lui envoyer un lien.',
      passwordSet: 'Nouveau mot de passe enregistré pour {email}.',
      disable: 'Désactiver le compte',
      enable: 'Réactiver le compte',
    },
    disableDialog: {
      title: 'Désactiver le compte de {email}\u00a0?',
      text: 'Cette personne ne pourra plus se connecter et ses sessions en cours seront fermées. Vous pourrez réactiver le compte plus tard.',
      selfWarning:
        'Attention\u00a0: c’est votre propre compte. Vous serez déconnecté et ne pourrez plus revenir dans la console.',
      confirm: 'Désactiver',
    },
    enableDialog: {
      title: 'Réactiver le compte de {email}\u00a0?',
      text: 'Cette personne pourra de nouveau se connecter avec son mot de passe.',
      confirm: 'Réactiver',
    },
    roleDialog: {
      title: 'Donner le rôle «\u00a0{role}\u00a0» à {email}\u00a0?',
      confirm: 'Changer le rôle',
      done: '{email} a maintenant le rôle «\u00a0{role}\u00a0».',
    },
    selfDemoteWarning:
      'Attention\u00a0: c’est votre propre compte. Avec ce rôle, vous ne pourrez plus gérer l’équipe.',
    disabledDone: 'Le compte de {email} est désactivé.',
    enabledDone: 'Le compte de {email} est réactivé.',
    lastAdmin:
      'Impossible\u00a0: le site garde toujours un propriétaire actif. Pour vous retirer, transférez d’abord la propriété à quelqu’un d’autre.',
    lastAdminTitle: 'Le propriétaire du site',
    failed: 'L’opération a échoué\u00a0: {message}',
  },
  values: {
    none: '—',
    languages: { fr: 'Français', en: 'Anglais' },
  },
  filters: {
    label: 'Rechercher et filtrer',
    search: 'Rechercher',
  },
  table: {
    region: 'Tableau\u00a0: {title}',
    nothingYet: 'Rien pour l’instant\u00a0: cette liste se remplira avec les envois du site.',
    noMatch: 'Aucun résultat pour cette recherche. Essayez d’autres mots ou effacez les filtres.',
    pagingLabel: 'Pages du tableau',
  },
};

export type ConsoleUsersCopy = typeof consoleUsersCopy;

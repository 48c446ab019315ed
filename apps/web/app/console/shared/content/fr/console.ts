/** The console's frame, sign-in and shared words (French is the source of the copy's shape). */
export const consoleCopy = {
  title: 'Console Vitrine',
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Sections de la console',
    dashboard: 'Tableau de bord',
    analytics: 'Audience',
    blog: 'Articles du blog',
    campaigns: 'Campagnes',
    content: 'Contenu du site',
    leadsHeading: 'Contacts',
    waitlist: 'Liste d’attente',
    contact: 'Messages',
    demo: 'Demandes de démo',
    newsletter: 'Newsletter',
    outbox: 'E-mails',
    users: 'Équipe',
    viewSite: 'Voir le site',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  account: {
    signedInAs: 'Connecté en tant que {email}',
    signOut: 'Se déconnecter',
    switchLanguage: 'English',
    switchLanguageLabel: 'Show the console in English',
  },
  states: {
    checkingSession: 'Vérification de votre session…',
    loadError: 'Le chargement a échoué\u00a0: {message}',
    sessionFailed: 'Impossible de joindre le serveur pour vérifier votre session.',
    retry: 'Réessayer',
    forbiddenTitle: 'Accès réservé à l’équipe',
    forbiddenText:
      'Votre compte est bien connecté, mais il n’a pas de rôle dans la console. Demandez à un administrateur de vous en donner un.',
    pageForbiddenTitle: 'Cette page ne fait pas partie de votre rôle',
    pageForbiddenText:
      'Votre rôle ne donne pas accès à cette partie de la console. Si vous en avez besoin, demandez à un administrateur de changer votre rôle.',
    backToDashboard: 'Retour au tableau de bord',
  },
  actions: {
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    delete: 'Supprimer',
    confirm: 'Confirmer',
    close: 'Fermer',
    search: 'Rechercher',
    previous: 'Précédent',
    next: 'Suivant',
    exportCsv: 'Exporter en CSV',
    exporting: 'Export en cours…',
  },
  paging: {
    range: '{from}–{to} sur {total}',
    empty: 'Aucun résultat',
  },
  login: {
    title: 'Connexion à la console',
    intro: 'Réservé à l’équipe Vitrine. Connectez-vous avec votre adresse professionnelle.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    invalid: 'Adresse e-mail ou mot de passe incorrect.',
    rateLimited:
      'Trop de tentatives échouées depuis cette connexion. Réessayez dans quelques minutes.',
    rateLimitedFor:
      'Trop de tentatives échouées depuis cette connexion. Réessayez dans {minutes}\u00a0min.',
    busy: 'Trop de connexions sont en cours de vérification. Réessayez dans quelques secondes.',
    failed: 'La connexion a échoué\u00a0: {message}',
    missingFields: 'Saisissez votre adresse e-mail et votre mot de passe.',
    backToSite: 'Retour au site',
    setPasswordTitle: 'Choisissez votre mot de passe',
    setPasswordIntro:
      'Ce lien est personnel et ne sert qu’une fois. Choisissez un mot de passe d’au moins 12 caractères.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    setPasswordSubmit: 'Enregistrer et se connecter',
    passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
    passwordTooShort: 'Le mot de passe doit compter au moins 12 caractères.',
    invalidToken:
      'Ce lien n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau à un administrateur.',
  },
};

export type ConsoleCopy = typeof consoleCopy;

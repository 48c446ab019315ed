/** Textes de la page « Mon compte » de la console (connexion en deux étapes, réglage du site). */
export const consoleAccountCopy = {
  title: 'Mon compte',
  intro: 'Votre connexion à la console.',
  setupRequired:
    'Ce site exige la connexion en deux étapes. Activez-la ci-dessous pour accéder au reste de la console.',
  twoFactor: {
    title: 'Connexion en deux étapes',
    off: 'Désactivée. Après votre mot de passe, un code de votre application d’authentification (Google Authenticator, 1Password, Aegis…) vous sera demandé.',
    on: 'Activée avec une application d’authentification.',
    codesLeft: 'Codes de secours restants\u00a0: {count} sur 10.',
    setUp: 'Configurer',
    settingUp: 'Préparation…',
    scan: 'Scannez ce code QR avec votre application d’authentification, ou saisissez la clé ci-dessous.',
    qrAlt: 'Code QR de la clé de connexion en deux étapes',
    secret: 'Clé à saisir',
    code: 'Code à six chiffres de l’application',
    enable: 'Activer',
    enabling: 'Activation…',
    codesTitle: 'Vos codes de secours',
    codesIntro:
      'Conservez-les en lieu sûr\u00a0: chacun remplace une fois votre téléphone. Ils ne seront plus affichés.',
    copy: 'Copier les codes',
    copied: 'Codes copiés.',
    download: 'Télécharger les codes',
    done: 'J’ai conservé mes codes',
    renewTitle: 'Nouveaux codes de secours',
    renewIntro: 'Les anciens codes cessent de fonctionner.',
    renew: 'Générer de nouveaux codes',
    disableTitle: 'Désactiver',
    password: 'Votre mot de passe',
    disable: 'Désactiver la connexion en deux étapes',
    disabled: 'Connexion en deux étapes désactivée.',
    invalidCode: 'Ce code n’est pas valide. Vérifiez-le et réessayez.',
    invalidPassword: 'Mot de passe incorrect.',
    failed: 'L’opération a échoué\u00a0: {message}',
  },
  security: {
    title: 'Sécurité du site',
    require: 'Exiger la connexion en deux étapes pour tous les comptes',
    requireHelp:
      'Les comptes qui n’en ont pas devront la configurer à leur prochaine connexion. Seul le propriétaire peut changer ce réglage.',
    saved: 'Réglage enregistré.',
  },
};

export type ConsoleAccountCopy = typeof consoleAccountCopy;

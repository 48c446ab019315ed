/** French copy of `/admin/account` (« Mon compte »). */
export const consoleAccountCopy = {
  title: 'Mon compte',
  intro: 'Vos sessions ouvertes et votre mot de passe.',
  sessions: {
    heading: 'Sessions ouvertes',
    intro:
      'Chaque connexion ouvre une session. Terminez celles que vous ne reconnaissez pas\u00a0: l’appareil devra se reconnecter.',
    unknownDevice: 'Appareil inconnu',
    thisDevice: 'Cet appareil',
    created: 'Ouverte le {date}',
    lastUsed: 'Dernière activité le {date}',
    end: 'Terminer',
    endLabel: 'Terminer la session {device} ouverte le {date}',
    endOthers: 'Terminer toutes les autres sessions',
    ended: 'Session terminée',
    othersEnded: 'Les autres sessions sont terminées',
    loading: 'Chargement des sessions…',
    failed: 'Les sessions n’ont pas pu être chargées\u00a0: {message}',
    actionFailed: 'La session n’a pas pu être terminée\u00a0: {message}',
  },
  password: {
    heading: 'Changer de mot de passe',
    intro: 'Vos autres sessions seront terminées\u00a0; celle-ci reste ouverte.',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    submitting: 'Enregistrement…',
    changed: 'Mot de passe changé. Vos autres sessions sont terminées.',
    missing: 'Remplissez les trois champs.',
    differ: 'Les deux nouveaux mots de passe ne correspondent pas.',
    tooShort: 'Le nouveau mot de passe doit compter au moins 12\u00a0caractères.',
    wrongCurrent: 'Le mot de passe actuel est incorrect.',
    rateLimited: 'Trop de tentatives. Réessayez dans quelques minutes.',
    failed: 'Le mot de passe n’a pas pu être changé\u00a0: {message}',
  },
};

export type ConsoleAccountCopy = typeof consoleAccountCopy;

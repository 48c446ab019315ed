/** Textes de la seconde étape de connexion (code de l’application d’authentification ou code de secours). */
export const twoFactorLoginCopy = {
  title: 'Vérification en deux étapes',
  intro: 'Saisissez le code à six chiffres affiché par votre application d’authentification.',
  recoveryIntro: 'Saisissez l’un de vos codes de secours. Chaque code ne sert qu’une fois.',
  code: 'Code à six chiffres',
  recoveryCode: 'Code de secours',
  submit: 'Vérifier',
  submitting: 'Vérification…',
  useRecovery: 'Utiliser un code de secours',
  useApp: 'Utiliser l’application d’authentification',
  missing: 'Saisissez le code.',
  invalid: 'Ce code n’est pas valide. Vérifiez-le et réessayez.',
  ended:
    'Cette connexion a expiré ou a reçu trop de codes erronés. Saisissez de nouveau votre mot de passe.',
  restart: 'Recommencer la connexion',
  rateLimitedFor: 'Trop de codes erronés. Réessayez dans {minutes}\u00a0min.',
  failed: 'La vérification a échoué\u00a0: {message}',
};

export type TwoFactorLoginCopy = typeof twoFactorLoginCopy;

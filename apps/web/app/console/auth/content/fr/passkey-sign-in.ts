/**
 * Signing in with a passkey on `/login`: passwordless, or as the second step after the
 * password. French is the source of the type; `en/passkey-sign-in.ts` must match.
 */
export const passkeySignInCopy = {
  button: 'Se connecter avec une clé d’accès',
  busy: 'Connexion…',
  failed: 'Cette clé d’accès n’a pas permis de vous connecter.',
  cancelled: 'La clé d’accès n’a pas été utilisée. Vous pouvez réessayer.',
  unsupported: 'Ce navigateur ne prend pas en charge les clés d’accès.',
  secondFactorTitle: 'Confirmez avec votre clé d’accès',
  secondFactorIntro:
    'Votre mot de passe est correct. Pour terminer, utilisez la clé d’accès de ce compte.',
  secondFactorButton: 'Utiliser ma clé d’accès',
  expired: 'Cette connexion a expiré\u00a0; saisissez à nouveau votre mot de passe.',
};

export type PasskeySignInCopy = typeof passkeySignInCopy;

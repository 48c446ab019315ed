import type { PasskeySignInCopy } from '../fr/passkey-sign-in';

export const passkeySignInCopy: PasskeySignInCopy = {
  button: 'Sign in with a passkey',
  busy: 'Signing in…',
  failed: 'This passkey could not sign you in.',
  cancelled: 'The passkey was not used. You can try again.',
  unsupported: 'This browser does not support passkeys.',
  secondFactorTitle: 'Confirm with your passkey',
  secondFactorIntro: 'Your password is right. To finish, use this account’s passkey.',
  secondFactorButton: 'Use my passkey',
  expired: 'This sign-in has expired; please enter your password again.',
};

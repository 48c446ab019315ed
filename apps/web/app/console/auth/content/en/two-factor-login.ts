import type { TwoFactorLoginCopy } from '../fr/two-factor-login';

/** English copy of the sign-in's second step (see `fr/two-factor-login.ts`). */
export const twoFactorLoginCopy: TwoFactorLoginCopy = {
  title: 'Two-step verification',
  intro: 'Enter the six-digit code shown by your authenticator app.',
  recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
  code: 'Six-digit code',
  recoveryCode: 'Recovery code',
  submit: 'Verify',
  submitting: 'Verifying…',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the authenticator app',
  missing: 'Enter the code.',
  invalid: 'This code isn’t valid. Check it and try again.',
  ended: 'This sign-in expired or got too many wrong codes. Enter your password again.',
  restart: 'Start signing in again',
  rateLimitedFor: 'Too many wrong codes. Try again in {minutes} min.',
  failed: 'Verification failed: {message}',
};

import type { SsoCopy } from '../fr/sso';

export const ssoCopy: SsoCopy = {
  button: 'Sign in with {label}',
  or: 'or with your password',
  refused: {
    email_not_verified:
      'Your identity provider has not verified this email address. Verify it there, then try again.',
    domain_not_allowed:
      'This email address is not in a domain allowed in the console. Use your work address.',
    account_disabled: 'This account is disabled. Ask an admin to enable it again.',
    expired: 'The sign-in expired or was already used. Please start again.',
    provider_error:
      'The identity provider refused the sign-in, or its answer was not valid. Please try again.',
  },
};

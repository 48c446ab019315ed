import type { Locale } from '@vitrine/contract/locales';
import { passkeySignInCopy as en } from './content/en/passkey-sign-in';
import { passkeySignInCopy as fr, type PasskeySignInCopy } from './content/fr/passkey-sign-in';

/** The copy of signing in with a passkey, in the console's language. */
export const usePasskeySignInCopy = (locale: Locale): PasskeySignInCopy =>
  locale === 'en' ? en : fr;

/**
 * Why a company sign-in (OpenID Connect) was refused: the server sends the browser back to
 * `/login?sso_error=<one of these>` and the console says it in the visitor's language.
 */
export const SSO_ERRORS = [
  /** The provider's address was not verified (`email_verified` is not true). */
  'email_not_verified',
  /** The address's domain is not in OIDC_ALLOWED_DOMAINS. */
  'domain_not_allowed',
  /** The account exists and is disabled. */
  'account_disabled',
  /** The sign-in took longer than 10 minutes, was already used, or began in another browser. */
  'expired',
  /** The provider refused or answered something that does not check out. */
  'provider_error',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The query parameter of `/login` that carries an `SsoError`. */
export const SSO_ERROR_PARAM = 'sso_error';

/** `GET /api/apps/{app}/auth/providers`: the ways to sign in besides the password. */
export interface SignInProviders {
  /** The company's identity provider, with the words of its button; null when off. */
  sso: { label: string } | null;
  /** Whether the account's passkeys may be used to sign in. */
  passkeys: boolean;
}

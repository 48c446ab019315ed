// The entry module of auth/: what the composition root and other features use of it.
export { AccountStore, hashToken } from './account-store';
export { registerAuthRoutes, registerLogoutRedirect } from './auth-routes';
export { MfaChallenges } from './mfa-challenges';
export { PasswordHashQueue } from './password-hash-queue';
export { RedisSignInLimiter } from './redis-sign-in-limiter';
export {
  SET_PASSWORD_TABLE,
  SetPasswordTokens,
  type SetPasswordPurpose,
} from './set-password-tokens';
export { MemorySignInLimiter, type SignInLimiter } from './sign-in-limiter';
export { checkNewPassword } from './sign-in';
export { SsoProvider, ssoSettings } from './sso-provider';
export { registerSsoRoutes } from './sso-routes';
export { SsoStates } from './sso-states';

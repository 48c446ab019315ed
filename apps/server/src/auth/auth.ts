// The entry module of auth/: what the composition root and other features use of it.
export { AccountStore, hashToken } from './account-store';
export { registerAuthRoutes, registerLogoutRedirect } from './auth-routes';
export { MfaChallenges } from './mfa-challenges';
export { registerMfaRoutes } from './mfa-routes';
export { registerMfaSetupGate } from './mfa-setup-gate';
export { registerMfaVerifyRoute } from './mfa-verify-route';
export { registerSecuritySettingsRoutes } from './security-settings-routes';
export { secondFactorsOf, type SecondFactors } from './second-factors';
export { twoFactorServices, type TwoFactor } from './two-factor';
export { PasswordHashQueue } from './password-hash-queue';
export { RedisSignInLimiter } from './redis-sign-in-limiter';
export {
  SET_PASSWORD_TABLE,
  SetPasswordTokens,
  type SetPasswordPurpose,
} from './set-password-tokens';
export { MemorySignInLimiter, type SignInLimiter } from './sign-in-limiter';
export { checkNewPassword } from './sign-in';
export { hasPasskeys, PasskeyStore } from './passkey-store';
export { relyingPartyOf } from './passkey-ceremonies';
export { registerPasskeyRoutes } from './passkey-routes';
export { registerPasskeySignInRoutes } from './passkey-sign-in-routes';
export { WebAuthnChallenges } from './webauthn-challenges';
export { PASSKEYS_TABLE } from '../db/schema-migrations/0013-passkeys';
export { SsoProvider, ssoSettings } from './sso-provider';
export { registerSsoRoutes } from './sso-routes';
export { SsoStates } from './sso-states';
export { secretBox, type SecretBox } from './secret-box';

import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { MfaChallenges } from './mfa-challenges';
import { RecoveryCodes } from './recovery-codes';
import { secretBox } from './secret-box';
import { hasSecondFactor, secondFactorsOf, type SecondFactors } from './second-factors';
import { SecuritySettingsStore } from './site-settings';
import { TotpStore } from './totp-store';

/** Everything two-factor sign-in keeps: TOTP secrets, recovery codes, challenges, the setting. */
export function twoFactorServices(database: Database) {
  return {
    database,
    totp: new TotpStore(database, secretBox(database)),
    recoveryCodes: new RecoveryCodes(database),
    challenges: new MfaChallenges(database),
    securitySettings: new SecuritySettingsStore(database),
  };
}

export type TwoFactor = ReturnType<typeof twoFactorServices>;

/** The second factors `auth/mfa/verify` accepts for an account that has these. */
export const methodsOf = (factors: SecondFactors) => [
  ...(factors.totp ? ['totp', 'recovery_code'] : []),
  ...(factors.passkeys ? ['passkey'] : []),
];

/** 401 of a sign-in whose password matched an account with a second factor. */
export class MfaRequiredError extends AppError {
  constructor(
    readonly mfaToken: string,
    readonly methods: string[],
  ) {
    super(401, API_ERROR_CODES.mfaRequired, 'Enter the code of your second factor to sign in');
  }

  override toBody() {
    return { ...super.toBody(), mfa_token: this.mfaToken, methods: this.methods };
  }
}

/**
 * True when the site requires two factors and this account has none yet (`whenRequired`: as if
 * the site required them).
 */
export async function setupRequired(twoFactor: TwoFactor, userId: string, whenRequired = false) {
  const { require_two_factor } = await twoFactor.securitySettings.get();
  if (!require_two_factor && !whenRequired) return false;
  return !hasSecondFactor(await secondFactorsOf(twoFactor.database, userId));
}

export const mfaSetupRequiredError = () =>
  new AppError(
    403,
    API_ERROR_CODES.mfaSetupRequired,
    'This site requires two-factor sign-in: set it up on your account page first',
  );

export const invalidCode = (status: 401 | 422 = 422) =>
  new AppError(status, API_ERROR_CODES.invalidCode, 'This code is not valid; check it and retry');

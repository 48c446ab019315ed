import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { StoredPasskey } from './passkey-store';

/**
 * The relying party: the site of PUBLIC_URL. Its RP ID is the hostname (a passkey made for
 * `vitrine.example` works there only) and the browser must report its origin exactly.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string, name = 'Vitrine'): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** Checks a challenge the browser signed: true when it was live and is now used up. */
export type ChallengeCheck = (challenge: string) => Promise<boolean>;

const describe = (passkey: StoredPasskey) => ({
  id: passkey.credential_id,
  transports: passkey.transports,
});

/** Options to create a passkey: discoverable (it can sign in without a password), ES256 or RS256. */
export function registrationOptions(
  rp: RelyingParty,
  user: UserRecord,
  existing: readonly StoredPasskey[],
  challenge: string,
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: isoUint8Array.fromUTF8String(user.id),
    userName: user.email,
    userDisplayName: user.full_name || user.email,
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    excludeCredentials: existing.map(describe),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: [-7, -257],
  });
}

export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  checkChallenge: ChallengeCheck,
) {
  const { verified, registrationInfo } = await verifyRegistrationResponse({
    response,
    expectedChallenge: checkChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  });
  if (!verified) throw new Error('the registration was not verified');
  const { credential } = registrationInfo;
  return {
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** Options to sign with a passkey: any of the site's (passwordless) or one of these. */
export function authenticationOptions(
  rp: RelyingParty,
  challenge: string,
  allowed: readonly StoredPasskey[] | undefined,
) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: isoBase64URL.toBuffer(challenge),
    userVerification: allowed ? 'preferred' : 'required',
    allowCredentials: allowed?.map(describe),
  });
}

/**
 * Checks an assertion against its stored passkey: the challenge, origin, RP ID, signature and
 * counter (a counter that did not grow, when the authenticator keeps one, is a cloned key).
 * `userVerified` is required for a passwordless sign-in. Answers the new counter.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  checkChallenge: ChallengeCheck,
  userVerified: boolean,
) {
  const { verified, authenticationInfo } = await verifyAuthenticationResponse({
    response,
    expectedChallenge: checkChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: userVerified,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  });
  if (!verified) throw new Error('the assertion was not verified');
  return authenticationInfo.newCounter;
}

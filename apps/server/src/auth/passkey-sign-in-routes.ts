import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyRequest } from 'fastify';
import type { AuditRecorder } from '../audit/audit';
import { AppError } from '../errors/app-error';
import type { TypedApi } from '../http/request-schema';
import type { AccountStore } from './account-store';
import type { MfaChallenges } from './mfa-challenges';
import {
  authenticationOptions,
  verifyAssertion,
  type ChallengeCheck,
  type RelyingParty,
} from './passkey-ceremonies';
import {
  asAuthentication,
  MfaPasskeyBody,
  MfaTokenBody,
  PasskeyLoginBody,
} from './passkey-schemas';
import type { PasskeyStore } from './passkey-store';
import { limitedAttempt, signedIn } from './sign-in';
import type { SignInLimiter } from './sign-in-limiter';
import type { WebAuthnChallenges } from './webauthn-challenges';

export interface PasskeySignInOptions {
  accounts: AccountStore;
  passkeys: PasskeyStore;
  webauthnChallenges: WebAuthnChallenges;
  mfaChallenges: MfaChallenges;
  signInLimiter: SignInLimiter;
  relyingParty: RelyingParty;
  audit: AuditRecorder;
  /** Per client address: the options of a passwordless sign-in are asked without an account. */
  rateLimit: { max: number; timeWindow: string };
}

const passkeyFailed = () =>
  new AppError(401, API_ERROR_CODES.invalidCredentials, 'This passkey could not sign you in');
const mfaExpired = () =>
  new AppError(
    401,
    API_ERROR_CODES.invalidToken,
    'This sign-in has expired; please enter your password again',
  );

/**
 * Signing in with a passkey: passwordless (`auth/passkey/login-options`, `auth/passkey/login`;
 * the passkey must verify its user, so it counts as both factors) and as the second factor of a
 * password (`auth/mfa/passkey-options`, `auth/mfa/passkey`). Failures count against the client
 * address in the sign-in limiter, as wrong passwords do.
 */
export function registerPasskeySignInRoutes(app: TypedApi, options: PasskeySignInOptions) {
  const {
    accounts,
    passkeys,
    webauthnChallenges: challenges,
    mfaChallenges,
    relyingParty: rp,
  } = options;

  /** Verifies an assertion; the account when it holds and is active, else undefined. */
  async function assertedUser(
    request: FastifyRequest,
    response: unknown,
    check: ChallengeCheck,
    forUser: string | null,
  ): Promise<UserRecord | undefined> {
    const assertion = asAuthentication(response);
    const passkey = await passkeys.findByCredential(assertion.id);
    if (!passkey || (forUser !== null && passkey.user_id !== forUser)) return undefined;
    try {
      const counter = await verifyAssertion(rp, assertion, passkey, check, forUser === null);
      await passkeys.recordUse(passkey.id, counter);
    } catch (error) {
      request.log.info({ userId: passkey.user_id, err: error }, 'passkey assertion refused');
      return undefined;
    }
    const user = await accounts.findUser(passkey.user_id);
    return user && !user.disabled ? user : undefined;
  }

  const signedInWithPasskey = async (request: FastifyRequest, user: UserRecord, how: string) => {
    await options.audit.record({
      actor: { id: user.id, email: user.email },
      action: 'auth.sign-in',
      target_entity: 'User',
      target_id: user.id,
      summary: `Signed in with a passkey${how}`,
      ip: request.ip,
    });
    return signedIn(request, accounts, user);
  };

  const walls = (request: FastifyRequest) => ({ walls: [`ip:${request.ip}`] });

  const limited = { config: { rateLimit: options.rateLimit } };
  app.post('/auth/passkey/login-options', limited, async () => {
    const { id, challenge } = await challenges.issue('login', null);
    return { ...(await authenticationOptions(rp, challenge, undefined)), challenge_id: id };
  });

  app.post('/auth/passkey/login', { schema: { body: PasskeyLoginBody } }, async (request) => {
    const { challenge_id: id, response } = request.body;
    const user = await limitedAttempt(options.signInLimiter, walls(request), async () => {
      const issued = await challenges.consume({ id }, 'login', null);
      if (!issued) return undefined;
      return assertedUser(request, response, async (signed) => signed === issued, null);
    });
    if (!user) throw passkeyFailed();
    return signedInWithPasskey(request, user, ' (passwordless)');
  });

  app.post('/auth/mfa/passkey-options', { schema: { body: MfaTokenBody } }, async (request) => {
    const userId = await mfaChallenges.peek(request.body.mfa_token);
    if (!userId) throw mfaExpired();
    const { challenge } = await challenges.issue('mfa', userId);
    return authenticationOptions(rp, challenge, await passkeys.listFor(userId));
  });

  app.post('/auth/mfa/passkey', { schema: { body: MfaPasskeyBody } }, async (request) => {
    const { mfa_token: token, response } = request.body;
    const userId = await mfaChallenges.peek(token);
    if (!userId) throw mfaExpired();
    const check = async (challenge: string) =>
      (await challenges.consume({ challenge }, 'mfa', userId)) !== undefined;
    const user = await limitedAttempt(options.signInLimiter, walls(request), async () => {
      const asserted = await assertedUser(request, response, check, userId);
      if (!asserted) await mfaChallenges.recordFailure(token);
      return asserted && (await mfaChallenges.consume(token)) === asserted.id
        ? asserted
        : undefined;
    });
    if (!user) throw passkeyFailed();
    return signedInWithPasskey(request, user, ' (second factor)');
  });
}

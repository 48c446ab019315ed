import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { Type } from 'typebox';
import { AppError } from '../errors/app-error';
import type { TypedApi } from '../http/request-schema';
import { actorOf, type MfaRouteOptions } from './mfa-routes';
import { limitedAttempt, signedIn } from './sign-in';
import { totpCodeOf } from './totp-store';
import { invalidCode } from './two-factor';

const VerifyBody = Type.Object({
  mfa_token: Type.String({ minLength: 1, maxLength: 256 }),
  code: Type.String({ minLength: 1, maxLength: 64 }),
});

const challengeEnded = () =>
  new AppError(
    401,
    API_ERROR_CODES.invalidToken,
    'This sign-in has expired or had too many wrong codes; enter your password again',
  );

/**
 * `auth/mfa/verify {mfa_token, code}`: the second step of a sign-in. Six digits are a TOTP code
 * (used once), anything else a recovery code (used up). A wrong code counts on the challenge
 * (the fifth ends it) and as a failed attempt of the address and of the account (walls: 429).
 */
export function registerMfaVerifyRoute(app: TypedApi, options: MfaRouteOptions) {
  const { accounts, signInLimiter, twoFactor, audit } = options;
  const { totp, recoveryCodes, challenges } = twoFactor;

  app.post('/auth/mfa/verify', { schema: { body: VerifyBody } }, async (request) => {
    const { mfa_token: token, code } = request.body;
    const userId = await challenges.peek(token);
    if (!userId) throw challengeEnded();
    const keys = { walls: [`ip:${request.ip}`, `mfa-user:${userId}`] };
    const method = totpCodeOf(code) ? 'an authenticator code' : 'a recovery code';
    const accepted = await limitedAttempt(signInLimiter, keys, async () => {
      const right = totpCodeOf(code)
        ? await totp.check(userId, code)
        : await recoveryCodes.use(userId, code);
      return right ? true : undefined;
    });
    const user = await accounts.findUser(userId);
    if (!accepted) {
      await challenges.recordFailure(token);
      await audit.record({
        actor: null,
        action: 'auth.sign-in-failed',
        target_entity: 'User',
        target_id: userId,
        summary: `Wrong second factor (${method}) for ${user?.email ?? 'a deleted account'}`,
        ip: request.ip,
      });
      throw invalidCode(401);
    }
    const consumed = await challenges.consume(token);
    if (consumed !== userId || !user || user.disabled) throw challengeEnded();
    await audit.record({
      actor: actorOf(user),
      action: 'auth.sign-in',
      target_entity: 'User',
      target_id: user.id,
      summary: `Signed in with a password and ${method}`,
      ip: request.ip,
    });
    return signedIn(request, accounts, user);
  });
}

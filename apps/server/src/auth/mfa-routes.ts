import type { UserRecord } from '@vitrine/contract/entities/user';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import type { AuditRecorder } from '../audit/audit';
import { AppError } from '../errors/app-error';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { TypedApi } from '../http/request-schema';
import { requireSignedIn } from '../http/request-caller';
import type { AccountStore } from './account-store';
import { limitedAttempt } from './sign-in';
import type { SignInLimiter } from './sign-in-limiter';
import { totpCodeOf } from './totp-store';
import { invalidCode, type TwoFactor } from './two-factor';

export interface MfaRouteOptions {
  accounts: AccountStore;
  signInLimiter: SignInLimiter;
  twoFactor: TwoFactor;
  audit: AuditRecorder;
  /** The issuer an authenticator app shows next to the account. */
  issuer?: string;
}

const Code = Type.String({ minLength: 1, maxLength: 64 });
const CodeBody = Type.Object({ code: Code });
const DisableBody = Type.Object({
  code: Type.Optional(Code),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
});

const notEnabled = () =>
  new AppError(409, API_ERROR_CODES.conflict, 'Two-factor sign-in is not enabled on this account');

export const actorOf = (user: UserRecord) => ({ id: user.id, email: user.email });

/**
 * The signed-in account's own TOTP: setup, enable (answers the 10 recovery codes once), disable
 * and new recovery codes. Wrong codes and passwords count as failed sign-ins of the address.
 */
export function registerMfaRoutes(app: TypedApi, options: MfaRouteOptions) {
  const { accounts, signInLimiter, twoFactor, audit, issuer = 'Vitrine' } = options;
  const { totp, recoveryCodes } = twoFactor;
  /** Runs a code or password check as a guarded attempt of the client's address. */
  const guarded = (request: FastifyRequest, check: () => Promise<boolean>) =>
    limitedAttempt(signInLimiter, { walls: [`ip:${request.ip}`] }, async () =>
      (await check()) ? true : undefined,
    );

  app.post('/auth/mfa/totp/setup', async (request) => {
    const user = requireSignedIn(request);
    const setup = await totp.setup(user.id, issuer, user.email);
    if (!setup) {
      throw new AppError(
        409,
        API_ERROR_CODES.conflict,
        'Two-factor sign-in is already enabled; disable it first to set up a new authenticator',
      );
    }
    const qrSvg = await QRCode.toString(setup.otpauthUrl, { type: 'svg', margin: 1 });
    return { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: qrSvg };
  });

  app.post('/auth/mfa/totp/enable', { schema: { body: CodeBody } }, async (request) => {
    const user = requireSignedIn(request);
    if (await totp.isEnabled(user.id)) throw notEnabledTwice();
    const enabled = await guarded(request, () => totp.enable(user.id, request.body.code));
    if (!enabled) throw invalidCode();
    const codes = await recoveryCodes.renew(user.id);
    await audit.record({
      actor: actorOf(user),
      action: 'mfa.totp-enabled',
      target_entity: 'User',
      target_id: user.id,
      summary: 'Enabled two-factor sign-in (authenticator app)',
      ip: request.ip,
    });
    return { recovery_codes: codes };
  });

  app.post('/auth/mfa/totp/disable', { schema: { body: DisableBody } }, async (request) => {
    const user = requireSignedIn(request);
    const { code, password } = request.body;
    if (!code && !password) throw invalidCode();
    if (!(await totp.isEnabled(user.id))) throw notEnabled();
    const confirmed = await guarded(request, async () =>
      code
        ? totpCodeOf(code)
          ? totp.check(user.id, code)
          : recoveryCodes.use(user.id, code)
        : Boolean(await accounts.authenticate(user.email, password!, { ahead: true })),
    );
    if (!confirmed) throw invalidCode();
    await totp.remove(user.id);
    await recoveryCodes.remove(user.id);
    await audit.record({
      actor: actorOf(user),
      action: 'mfa.totp-disabled',
      target_entity: 'User',
      target_id: user.id,
      summary: 'Disabled two-factor sign-in (authenticator app)',
      ip: request.ip,
    });
    return { success: true };
  });

  app.post('/auth/mfa/recovery-codes', { schema: { body: CodeBody } }, async (request) => {
    const user = requireSignedIn(request);
    if (!(await totp.isEnabled(user.id))) throw notEnabled();
    const confirmed = await guarded(request, () => totp.check(user.id, request.body.code));
    if (!confirmed) throw invalidCode();
    const codes = await recoveryCodes.renew(user.id);
    await audit.record({
      actor: actorOf(user),
      action: 'mfa.recovery-codes-renewed',
      target_entity: 'User',
      target_id: user.id,
      summary: 'Made new recovery codes (the old ones stopped working)',
      ip: request.ip,
    });
    return { recovery_codes: codes };
  });

  app.get('/auth/mfa', async (request) => {
    const user = requireSignedIn(request);
    return {
      totp: await totp.isEnabled(user.id),
      recovery_codes_left: await recoveryCodes.remaining(user.id),
    };
  });
}

const notEnabledTwice = () =>
  new AppError(409, API_ERROR_CODES.conflict, 'Two-factor sign-in is already enabled');

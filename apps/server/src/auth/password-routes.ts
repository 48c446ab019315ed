import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { NO_AUDIT, type AuditRecorder } from '../audit/audit';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import { clientSignal } from '../http/client-signal';
import { forbidden } from '../http/http-error';
import { requireSignedIn } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { MailService } from '../mail/mail';
import type { AccountStore } from './account-store';
import type { MfaChallenges } from './mfa-challenges';
import type { SetPasswordTokens } from './set-password-tokens';
import { checkNewPassword, limitedAttempt } from './sign-in';
import type { SignInLimiter } from './sign-in-limiter';

export interface PasswordRouteOptions {
  accounts: AccountStore;
  store: EntityStore;
  mail: MailService;
  signInLimiter: SignInLimiter;
  setPasswordTokens: SetPasswordTokens;
  mfaChallenges: MfaChallenges;
  audit?: AuditRecorder;
}

/** Reset requests one client address makes per hour; more get 429. */
export const RESET_REQUESTS_PER_ADDRESS_HOUR = 10;
/** Reset e-mails one account gets per hour; more requests answer the same and send nothing. */
export const RESET_EMAILS_PER_ACCOUNT_HOUR = 3;

const ResetRequestBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
const ResetBody = Type.Object({
  reset_token: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String(),
});
const ChangeBody = Type.Object({
  user_id: Type.String({ minLength: 1, maxLength: 64 }),
  current_password: Type.String({ minLength: 1, maxLength: 1024 }),
  new_password: Type.String(),
});

/**
 * The SDK's password routes under `/api/apps/{appId}`: `auth/reset-password-request` (always
 * the same answer, at once: the link is made and queued after it), `auth/reset-password` (a
 * link's token, once) and `auth/change-password` (signed in, with the current password).
 */
export function registerPasswordRoutes(api: TypedApi, options: PasswordRouteOptions) {
  const { accounts, store, mail, signInLimiter, setPasswordTokens: tokens } = options;
  const audit = options.audit ?? NO_AUDIT;

  async function sendResetLink(email: string, log: FastifyBaseLogger, ip: string) {
    const user = await accounts.findUserByEmail(email);
    if (!user || user.disabled) return;
    const recent = await tokens.countSince(user.id, 'reset', new Date(Date.now() - 3_600_000));
    if (recent >= RESET_EMAILS_PER_ACCOUNT_HOUR) {
      log.info({ userId: user.id }, 'password reset e-mail not sent: hourly bound reached');
      return;
    }
    const { token, row } = tokens.issue(user.id, 'reset');
    const url = mail.composer.setPasswordUrl(token);
    const message = mail.composer.accountLink(
      'password-reset-requested',
      user,
      user.language ?? 'fr',
      url,
    );
    await store.transaction([OutboxEmail], async (trx) => {
      for (const item of [row, ...mail.outbox.rows([message])])
        await trx.insertInto(item.table).values(item.values).execute();
    });
    mail.created();
    await audit.record({
      actor: null,
      action: 'auth.password-reset-requested',
      target_entity: 'User',
      target_id: user.id,
      summary: `Password reset link sent to ${user.email}`,
      ip,
    });
  }

  const perAddress = { max: RESET_REQUESTS_PER_ADDRESS_HOUR, timeWindow: '1 hour' };
  api.post(
    '/auth/reset-password-request',
    { schema: { body: ResetRequestBody }, config: { rateLimit: perAddress } },
    async (request) => {
      const { log, ip } = request;
      // Answered before anything is looked up: the same answer, in the same time, for any e-mail.
      void sendResetLink(request.body.email, log, ip).catch((err: unknown) =>
        log.error({ err }, 'password reset link not sent'),
      );
      return { success: true };
    },
  );

  api.post('/auth/reset-password', { schema: { body: ResetBody } }, async (request) => {
    const newPassword = checkNewPassword(request.body.new_password, 'new_password');
    const user = await limitedAttempt(signInLimiter, { walls: [`ip:${request.ip}`] }, async () => {
      const userId = await tokens.consume(request.body.reset_token);
      const found = userId ? await accounts.findUser(userId) : undefined;
      return found && !found.disabled ? found : undefined;
    });
    if (!user) {
      throw new AppError(400, API_ERROR_CODES.invalidToken, 'This link is not valid any more');
    }
    await passwordChanged(user, newPassword, null);
    const actor = { id: user.id, email: user.email };
    const summary = 'Password reset from an e-mailed link';
    await audit.record({ actor, action: 'auth.password-reset', summary, ip: request.ip });
    return { success: true };
  });

  api.post('/auth/change-password', { schema: { body: ChangeBody } }, async (request, reply) => {
    const caller = requireSignedIn(request);
    const { user_id: userId, current_password: current } = request.body;
    if (userId !== caller.id) throw forbidden('You can only change your own password');
    const newPassword = checkNewPassword(request.body.new_password, 'new_password');
    const keys = { walls: [`ip:${request.ip}`], slows: [`email:${caller.email}`] };
    const client = clientSignal(reply);
    const checked = await limitedAttempt(signInLimiter, keys, ({ clean }) =>
      accounts.authenticate(caller.email, current, { client, ahead: clean }),
    );
    if (!checked || checked.id !== caller.id) {
      const message = 'The current password is incorrect';
      throw new AppError(422, API_ERROR_CODES.invalidCredentials, message);
    }
    await passwordChanged(caller, newPassword, request.bearerToken);
    const actor = { id: caller.id, email: caller.email };
    const summary = 'Changed their password; their other sessions ended';
    await audit.record({ actor, action: 'auth.password-changed', summary, ip: request.ip });
    return { success: true };
  });

  /** Sets it, ends the sessions (but `keepToken`'s), the links and the second-factor challenges. */
  async function passwordChanged(user: UserRecord, password: string, keepToken: string | null) {
    await accounts.setPassword(user.id, password, keepToken);
    await tokens.revoke([user.id]);
    await options.mfaChallenges.revoke([user.id]);
  }
}

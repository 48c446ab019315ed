import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Locale } from '@vitrine/contract/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditActor, NO_AUDIT, type AuditRecorder } from '../audit/audit';
import {
  type AccountStore,
  checkNewPassword,
  type SetPasswordPurpose,
  type SetPasswordTokens,
} from '../auth/auth';
import { requireCapability } from '../http/request-caller';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import { forbidden, notFound } from '../http/http-error';
import type { TypedApi } from '../http/request-schema';
import type { MailService } from '../mail/mail';
import { asInviteError, invitedUserInput } from './invite-input';
import { registerAssigneesRoute } from './assignees-route';
import { registerTransferOwnershipRoute } from './transfer-ownership-route';

export interface UserAdminRouteOptions {
  store: EntityStore;
  accounts: AccountStore;
  mail: MailService;
  setPasswordTokens: SetPasswordTokens;
  /** Where invitations and ownership transfers are recorded; nothing by default. */
  audit?: AuditRecorder;
}

const UserParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
/** `{password}` sets it; no password (or no body) sends a link instead. */
const PasswordBody = Type.Union([
  Type.Object({ password: Type.Optional(Type.String()) }),
  Type.Undefined(),
]);
/** The invitation's fields are checked by `invitedUserInput`, named as the request sent them. */
const InviteBody = Type.Record(Type.String(), Type.Unknown());

/**
 * `users/invite-user` and `users/{id}/password` (`users`), under `/api/apps/{appId}`. A
 * set-password link is stored (hashed) and its e-mail queued in one transaction with the change.
 * Only the owner sets the owner's password or sends it a link.
 */
export function registerUserAdminRoutes(api: TypedApi, options: UserAdminRouteOptions) {
  const { store, accounts, mail, setPasswordTokens: tokens } = options;
  const audit = options.audit ?? NO_AUDIT;
  registerTransferOwnershipRoute(api, { store, audit });
  registerAssigneesRoute(api, store);

  /** The link's row and its e-mail's row, for one user. */
  function linkRows(user: UserRecord, purpose: SetPasswordPurpose, language: Locale) {
    const { token, row } = tokens.issue(user.id, purpose);
    const url = mail.composer.setPasswordUrl(token);
    const kind = purpose === 'invitation' ? 'account-invitation' : 'password-reset';
    const email = mail.composer.accountLink(kind, user, language, url);
    return { url, rows: [row, ...mail.outbox.rows([email])] };
  }

  async function invite(
    request: FastifyRequest<{ Body: Record<string, unknown> }>,
    reply: FastifyReply,
  ) {
    const body = request.body;
    const input = invitedUserInput(body);
    const password = body.password == null ? undefined : checkNewPassword(body.password);
    if (await accounts.findUserByEmail(input.email)) {
      throw new AppError(409, API_ERROR_CODES.conflict, 'A user with this email already exists');
    }
    const createdBy = request.caller?.email ?? null;
    let url: string | undefined;
    const lifecycle = password
      ? undefined
      : {
          created: {
            rows: (record: StoredRecord) => {
              const link = linkRows(record as unknown as UserRecord, 'invitation', input.language);
              url = link.url;
              return link.rows;
            },
            // The user, the link and the e-mail are written together or not at all.
            failed: (error: unknown) => {
              throw error;
            },
          },
          committed: () => mail.created(),
        };
    const user = (await store
      .create(User, { ...input }, { createdBy, lifecycle })
      .catch((error: unknown) => Promise.reject(asInviteError(error)))) as unknown as UserRecord;
    if (password) await accounts.setPassword(user.id, password);
    request.log.info({ adminId: request.caller?.id, userId: user.id }, 'user invited');
    await audit.record({
      ...auditActor(request),
      action: 'user.invited',
      target_entity: 'User',
      target_id: user.id,
      summary: `Invited ${user.email} as ${user.role}`,
    });
    return reply.status(201).send(url ? { user, set_password_url: url } : { user });
  }

  const inviteRoute = { onRequest: requireCapability('users'), schema: { body: InviteBody } };
  api.post('/users/invite-user', inviteRoute, invite);
  // The path `@base44/sdk`'s `users.inviteUser` calls.
  api.post('/runtime/users/invite-user', inviteRoute, invite);

  const passwordRoute = {
    onRequest: requireCapability('users'),
    schema: { params: UserParams, body: PasswordBody },
  };
  api.post('/users/:id/password', passwordRoute, async (request) => {
    const body = request.body ?? {};
    const user = await accounts.findUser(request.params.id);
    if (!user) throw notFound(`User ${request.params.id} not found`);
    if (user.role === 'owner' && request.caller?.role !== 'owner') {
      throw forbidden("Only the owner sets the owner's password");
    }
    const adminId = request.caller?.id;
    if (body.password !== undefined) {
      await accounts.setPassword(user.id, checkNewPassword(body.password));
      await tokens.revoke([user.id]);
      request.log.info({ adminId, userId: user.id }, 'password set by an admin');
      return { success: true };
    }
    if (user.disabled) {
      throw new AppError(
        409,
        API_ERROR_CODES.conflict,
        'This account is disabled; enable it before sending it a link',
      );
    }
    const link = linkRows(user, 'reset', user.language ?? 'fr');
    await store.transaction([OutboxEmail], async (trx) => {
      // A new link replaces the ones sent before.
      await tokens.revoke([user.id], trx);
      for (const row of link.rows) await trx.insertInto(row.table).values(row.values).execute();
    });
    mail.created();
    request.log.info({ adminId, userId: user.id }, 'password reset link created');
    return { success: true, set_password_url: link.url };
  });
}

import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AuditRecorder } from '../audit/audit';
import { AppError } from '../errors/app-error';
import { notFound } from '../http/http-error';
import { callerCan, requireSignedIn } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { AccountStore } from './account-store';
import { registrationOptions, verifyRegistration, type RelyingParty } from './passkey-ceremonies';
import { AddPasskeyBody, asRegistration } from './passkey-schemas';
import {
  MAX_PASSKEYS_PER_USER,
  publicPasskey,
  type PasskeyStore,
  type StoredPasskey,
} from './passkey-store';
import type { WebAuthnChallenges } from './webauthn-challenges';

export interface PasskeyRouteOptions {
  accounts: AccountStore;
  passkeys: PasskeyStore;
  webauthnChallenges: WebAuthnChallenges;
  relyingParty: RelyingParty;
  audit: AuditRecorder;
}

const tooMany = () =>
  new AppError(
    409,
    API_ERROR_CODES.passkeyLimit,
    `An account holds at most ${MAX_PASSKEYS_PER_USER} passkeys; remove one first`,
  );
const refused = () =>
  new AppError(
    400,
    API_ERROR_CODES.passkeyRefused,
    'This passkey could not be verified; please try again',
  );

const actorOf = (user: UserRecord) => ({ id: user.id, email: user.email });

/** Whose passkeys the caller may see or remove: their own; any account with `users`, but the
 * owner's only by the owner. */
async function accountFor(request: FastifyRequest, accounts: AccountStore, userId: string) {
  const caller = requireSignedIn(request);
  if (userId === caller.id) return caller;
  const user = callerCan(request, 'users') ? await accounts.findUser(userId) : undefined;
  if (!user || (user.role === 'owner' && caller.role !== 'owner')) return undefined;
  return user;
}

/**
 * The signed-in account's passkeys: `auth/passkeys/registration-options`, `POST auth/passkeys`
 * (verify and store), `GET auth/passkeys` (also `?user_id=` for admins), `DELETE
 * auth/passkeys/{id}`.
 */
export function registerPasskeyRoutes(app: TypedApi, options: PasskeyRouteOptions) {
  const { accounts, passkeys, webauthnChallenges: challenges, relyingParty: rp, audit } = options;

  app.post('/auth/passkeys/registration-options', async (request) => {
    const user = requireSignedIn(request);
    const existing = await passkeys.listFor(user.id);
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw tooMany();
    const { challenge } = await challenges.issue('registration', user.id);
    return registrationOptions(rp, user, existing, challenge);
  });

  app.post('/auth/passkeys', { schema: { body: AddPasskeyBody } }, async (request, reply) => {
    const user = requireSignedIn(request);
    const name = request.body.name.trim();
    if (name === '') throw refusedName();
    const check = async (challenge: string) =>
      (await challenges.consume({ challenge }, 'registration', user.id)) !== undefined;
    let verified;
    try {
      verified = await verifyRegistration(rp, asRegistration(request.body.response), check);
    } catch (error) {
      request.log.info({ userId: user.id, err: error }, 'passkey registration refused');
      throw refused();
    }
    if (await passkeys.findByCredential(verified.credential_id)) throw refused();
    if ((await passkeys.countFor(user.id)) >= MAX_PASSKEYS_PER_USER) throw tooMany();
    const stored = await passkeys.add({ ...verified, user_id: user.id, name });
    await audit.record({
      actor: actorOf(user),
      action: 'passkey.added',
      target_entity: 'User',
      target_id: user.id,
      summary: `Passkey « ${name} » added`,
      ip: request.ip,
    });
    return reply.code(201).send(publicPasskey(stored));
  });

  app.get(
    '/auth/passkeys',
    {
      schema: {
        querystring: Type.Object({ user_id: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
    },
    async (request) => {
      const caller = requireSignedIn(request);
      const account = await accountFor(request, accounts, request.query.user_id ?? caller.id);
      if (!account) throw notFound('No such account');
      return (await passkeys.listFor(account.id)).map(publicPasskey);
    },
  );

  app.delete(
    '/auth/passkeys/:id',
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }) } },
    async (request) => {
      const caller = requireSignedIn(request);
      const passkey: StoredPasskey | undefined = await passkeys.find(request.params.id);
      const account = passkey && (await accountFor(request, accounts, passkey.user_id));
      if (!passkey || !account) throw notFound('No such passkey');
      await passkeys.remove(passkey.id);
      const whose = account.id === caller.id ? '' : ` of ${account.email}`;
      await audit.record({
        actor: actorOf(caller),
        action: 'passkey.removed',
        target_entity: 'User',
        target_id: account.id,
        summary: `Passkey « ${passkey.name} »${whose} removed`,
        ip: request.ip,
      });
      return { success: true };
    },
  );
}

function refusedName() {
  return new AppError(422, API_ERROR_CODES.validationFailed, 'name is required', undefined, [
    { field: 'name', rule: 'required', message: 'name is required' },
  ]);
}

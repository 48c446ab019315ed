import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session a sign-in of this request opened: its logout cookie is set on the answer. */
    openedSession: IssuedSession | null;
  }
}

/** Holds the handle that names a session for the SDK's `logout()` (decision 0056). */
export const LOGOUT_COOKIE = 'vitrine_session';
/** Only the logout redirect (`GET /api/apps/auth/logout`) receives it. */
export const LOGOUT_COOKIE_PATH = '/api/apps/auth';

export interface LogoutCookieOptions {
  /** PUBLIC_URL: the cookie is `Secure` when it is https. */
  publicUrl: string;
}

function serialize(value: string, maxAgeSeconds: number, publicUrl: string) {
  const attributes = [
    `${LOGOUT_COOKIE}=${value}`,
    `Path=${LOGOUT_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (publicUrl.startsWith('https:')) attributes.push('Secure');
  return attributes.join('; ');
}

/** The handle of a request's logout cookie, if it sent one of the right shape. */
export function logoutHandleOf(request: FastifyRequest) {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.slice(0, 8192).split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LOGOUT_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

export function clearLogoutCookie(reply: FastifyReply, { publicUrl }: LogoutCookieOptions) {
  reply.header('set-cookie', serialize('', 0, publicUrl));
}

/** Sets the logout cookie on the answer of every request that opened a session. */
export function registerLogoutCookie(scope: FastifyInstance, { publicUrl }: LogoutCookieOptions) {
  scope.decorateRequest('openedSession', null);
  scope.addHook('onSend', async (request, reply) => {
    const session = request.openedSession;
    if (!session) return;
    const maxAge = (session.expiresAt.getTime() - Date.now()) / 1000;
    reply.header('set-cookie', serialize(session.logoutHandle, maxAge, publicUrl));
  });
}

import type { UserRecord, UserRole } from '../entities/user';
import type { Locale } from '../locales';
import type { HttpTransport, RequestOptions } from './http-transport';

/** Optional details of an invitation. */
export interface InviteUserExtra {
  full_name?: string;
  /** Usable at once with this password (at least `MIN_PASSWORD_LENGTH`); else a link is made. */
  password?: string;
  /** Language of the invitation e-mail. Default `'fr'`. */
  language?: Locale;
}

export interface InviteUserResult {
  user: UserRecord;
  /** The one-time link to choose a password, when no password was given (also e-mailed). */
  set_password_url?: string;
}

export interface SetPasswordResult {
  success: true;
  /** The one-time link, when no password was given (also e-mailed). */
  set_password_url?: string;
}

export interface TransferOwnershipResult {
  /** The new owner. */
  owner: UserRecord;
  /** The former owner, now an admin. */
  previous_owner: UserRecord;
}

/** An account a lead can be assigned to. */
export interface Assignee {
  id: string;
  full_name: string | null;
  email: string;
}

/** The calls available on `client.users` (the `users` capability; the transfer: the owner). */
export interface UsersClient {
  /** Creates a user; 409 `CONFLICT` when the e-mail already has an account. */
  inviteUser(
    email: string,
    role: UserRole,
    extra?: InviteUserExtra,
    options?: RequestOptions,
  ): Promise<InviteUserResult>;
  /** Sets a user's password, or without one makes a one-time set-password link. */
  setPassword(id: string, password?: string, options?: RequestOptions): Promise<SetPasswordResult>;
  /**
   * Hands the site's ownership to account `userId` (the owner only; an active console account);
   * the caller stays an admin.
   */
  transferOwnership(userId: string, options?: RequestOptions): Promise<TransferOwnershipResult>;
  /** The active accounts whose role works the leads (capability `leads`), by e-mail. */
  assignees(options?: RequestOptions): Promise<Assignee[]>;
}

/** Builds `client.users`, posting to `/apps/{appId}/users/…`. */
export function createUsersClient(transport: HttpTransport, appId: string): UsersClient {
  const base = `/apps/${encodeURIComponent(appId)}/users`;
  return {
    inviteUser: (email, role, extra = {}, options) =>
      transport.request({
        method: 'POST',
        path: `${base}/invite-user`,
        body: { ...extra, user_email: email, role },
        options,
      }),
    setPassword: (id, password, options) =>
      transport.request({
        method: 'POST',
        path: `${base}/${encodeURIComponent(id)}/password`,
        body: password === undefined ? {} : { password },
        options,
      }),
    transferOwnership: (userId, options) =>
      transport.request({
        method: 'POST',
        path: `${base}/transfer-ownership`,
        body: { user_id: userId },
        options,
      }),
    assignees: (options) =>
      transport.request({ method: 'GET', path: `${base}/assignees`, options }),
  };
}

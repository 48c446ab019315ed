import type { UserRecord } from '@vitrine/contract/entities/user';
import { buildLoginUrl } from '@vitrine/contract/client/login-redirect';
import { redirect } from 'react-router';
import { readAppId } from '../../shared/api/app-id';
import { apiFailure, isSignedOut, type ApiFailure } from './api-failure';
import { LOGIN_PATH } from './console-client';
import { mayEnterConsole, mayOpenPage } from './console-access';
import { recentTotals } from './lists/recent-totals';
import { signedInRole, signedInUser } from './signed-in-user';

export type SessionCheck =
  { status: 'ready'; user: UserRecord } | { status: 'forbidden' } | { status: 'failed' };

/** The account page: where an account held by « two factors required » sets one up. */
export const ACCOUNT_PATH = '/admin/account';

/** `/login?from_url=…&app_id=…`: sign in, then come back to the page asked for. */
export const loginRedirect = (request: Request) =>
  redirect(buildLoginUrl(LOGIN_PATH, request.url, readAppId()));

/**
 * Who is signed in, asked from the browser (the token lives there). No token, or one the server
 * refuses: throws the way to the login page. A signed-in account that is not active or has no
 * console role (`user`) is turned away.
 */
export async function checkSession(request: Request): Promise<SessionCheck> {
  let user: UserRecord;
  try {
    user = await signedInUser();
  } catch (error) {
    const { status } = apiFailure(error);
    if (status === 401 || status === 403) throw loginRedirect(request);
    return { status: 'failed' };
  }
  if (!mayEnterConsole(user)) return { status: 'forbidden' };
  // Two factors are required and this account has none: its account page only, to set one up.
  const held = (user as { mfa_setup_required?: boolean }).mfa_setup_required === true;
  if (held && new URL(request.url).pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  return { status: 'ready', user };
}

/**
 * What a load or a change answered, or why it failed (shown with a retry or in a toast), with
 * the answer's HTTP status, API `code` and failing fields when there was one (a 409
 * `LAST_ADMIN`, a 422's issues).
 */
export type Loaded<T> =
  | { data: T; failure?: undefined }
  | ({ data?: undefined; failure: string } & Pick<ApiFailure, 'status' | 'code' | 'issues'>);

/** A page the signed-in role may not use: its calls are not made (the layout shows why). */
const PAGE_FORBIDDEN = { failure: 'Forbidden', status: 403, code: 'FORBIDDEN' } as const;

/**
 * Runs the calls of a console route's `clientLoader` or `clientAction`, once the page is known to
 * be one the signed-in role may use (else nothing is called and the answer is a 403). A session
 * that expired meanwhile leads to the login page, as the layout's check does; redirects pass
 * through; other failures become their message.
 */
export async function consoleCall<T>(request: Request, load: () => Promise<T>) {
  // A change (an action) may change what lists count.
  if (request.method !== 'GET') recentTotals.forget();
  try {
    const role = await signedInRole();
    if (role !== undefined && !mayOpenPage(role, new URL(request.url).pathname))
      return PAGE_FORBIDDEN as Loaded<T>;
    return { data: await load() } as Loaded<T>;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isSignedOut(error)) throw loginRedirect(request);
    const { message, status, code, issues } = apiFailure(error);
    return { failure: message, status, code, issues } as Loaded<T>;
  }
}

import { ASSIGNABLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRole } from '@vitrine/contract/entities/user';
import { isLocale } from '@vitrine/contract/locales';
import { data } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import { forgetSignedInUser } from '../shared/signed-in-user';

/** What the users page posts to its route's `clientAction`, told apart by the `intent` field. */
export type UserIntent = 'change' | 'invite' | 'password';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The posted `role`, one an invitation or a change may give; anything else is refused. */
function readRole(form: FormData): UserRole {
  const role = ASSIGNABLE_ROLES.find((known) => known === text(form, 'role'));
  if (!role) throw data('Unknown role', { status: 400 });
  return role;
}

/** The posted change: a new `role`, or `disabled` (`true` or `false`). */
function readChange(form: FormData) {
  if (form.has('role')) return { role: readRole(form) };
  const disabled = text(form, 'disabled');
  if (disabled !== 'true' && disabled !== 'false') throw data('Unknown change', { status: 400 });
  return { disabled: disabled === 'true' };
}

/**
 * A change of account `id`: its role, whether it may sign in, or the site's ownership handed to
 * it (see `changeForm`). The signed-in account is asked for again afterwards: its own role may
 * have changed, and with it what the console shows.
 */
export function changeUserAction(request: Request, form: FormData) {
  const id = text(form, 'id');
  const transfer = text(form, 'transfer') === 'true';
  const change = transfer ? undefined : readChange(form);
  return consoleCall(request, async () => {
    const options = { signal: request.signal };
    if (change) await consoleClient().entities.User.update(id, change, options);
    else await consoleClient().users.transferOwnership(id, options);
    forgetSignedInUser();
    return { changed: true };
  });
}

/** A new account: `email`, `role`, `language`, optional `full_name` and `password`. */
export function inviteUserAction(request: Request, form: FormData) {
  const email = text(form, 'email').trim();
  const role = readRole(form);
  const language = text(form, 'language');
  const extra = {
    full_name: text(form, 'full_name').trim() || undefined,
    password: text(form, 'password') || undefined,
    language: isLocale(language) ? language : undefined,
  };
  return consoleCall(request, async () => {
    const { set_password_url: url } = await consoleClient().users.inviteUser(email, role, extra, {
      signal: request.signal,
    });
    return { email, url };
  });
}

/** A new `password` for account `id`, or, without one, a one-time set-password link. */
export function setPasswordAction(request: Request, form: FormData) {
  const password = text(form, 'password') || undefined;
  return consoleCall(request, async () => {
    const { set_password_url: url } = await consoleClient().users.setPassword(
      text(form, 'id'),
      password,
      { signal: request.signal },
    );
    return { url };
  });
}

/** The users route's `clientAction` (the table's loader runs again afterwards). */
export async function usersAction(request: Request) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'change') return changeUserAction(request, form);
  if (intent === 'invite') return inviteUserAction(request, form);
  if (intent === 'password') return setPasswordAction(request, form);
  throw data(`Unknown intent "${intent}"`, { status: 400 });
}

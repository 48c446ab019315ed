import { USER_ROLES, type UserRole } from '@vitrine/contract/entities/user';
import { isLocale } from '@vitrine/contract/locales';
import { data } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';

/** What the users page posts to its route's `clientAction`, told apart by the `intent` field. */
export type UserIntent = 'change' | 'invite' | 'password';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The posted `role`; anything else is refused rather than guessed. */
function readRole(form: FormData): UserRole {
  const role = USER_ROLES.find((known) => known === text(form, 'role'));
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

/** A change of account `id`: its role or whether it may sign in (see `changeForm`). */
export function changeUserAction(request: Request, form: FormData) {
  const change = readChange(form);
  return consoleCall(request, async () => {
    await consoleClient().entities.User.update(text(form, 'id'), change, {
      signal: request.signal,
    });
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

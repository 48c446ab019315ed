import { API_KEY_ROLES, type ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { data } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';

/** What the API keys page posts to its route's `clientAction`, told apart by `intent`. */
export type ApiKeyIntent = 'create' | 'delete';

/** A created key, with the token its create answered (shown once). */
export type CreatedKey = ApiKeyRecord & { token: string };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** A new key: `name`, `role`, and `expires_date` (an ISO date-time) when one was chosen. */
export function createKeyAction(request: Request, form: FormData) {
  const role = API_KEY_ROLES.find((known) => known === text(form, 'role'));
  if (!role) throw data('Unknown role', { status: 400 });
  const expires = text(form, 'expires_date');
  const input = {
    name: text(form, 'name').trim(),
    role,
    ...(expires && { expires_date: expires }),
  };
  return consoleCall(request, async () => {
    const created = await consoleClient().entities.ApiKey.create(input, { signal: request.signal });
    return { created: created as CreatedKey };
  });
}

/** Deletes key `id`: it is refused from its next request. */
export function deleteKeyAction(request: Request, form: FormData) {
  return consoleCall(request, async () => {
    await consoleClient().entities.ApiKey.delete(text(form, 'id'), { signal: request.signal });
    return { deleted: true };
  });
}

/** The route's `clientAction` (the list's loader runs again afterwards). */
export async function apiKeysAction(request: Request) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'create') return createKeyAction(request, form);
  if (intent === 'delete') return deleteKeyAction(request, form);
  throw data(`Unknown intent "${intent}"`, { status: 400 });
}

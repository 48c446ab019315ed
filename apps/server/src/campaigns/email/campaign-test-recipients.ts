import { rolesWith } from '@vitrine/contract/access/roles';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { MAX_TEST_RECIPIENTS } from '@vitrine/contract/newsletter/campaign-api';
import { ValidationError } from '../../entities/entity-errors';
import type { EntityStore } from '../../entities/entity-store';

const normalised = (address: string) => address.trim().toLowerCase();

/**
 * The addresses of a test send: those asked for (default: the caller's), each of which must be
 * an enabled team member's who may send campaigns (`campaigns`), so the route can never mail
 * anyone else. A 422 naming `to` otherwise.
 */
export async function testRecipients(
  store: EntityStore,
  asked: string[] | undefined,
  callerEmail: string,
) {
  const wanted = [...new Set((asked?.length ? asked : [callerEmail]).map(normalised))];
  const refuse = (message: string) => new ValidationError([{ field: 'to', rule: 'enum', message }]);
  if (wanted.length > MAX_TEST_RECIPIENTS)
    throw refuse(`A test goes to ${MAX_TEST_RECIPIENTS} addresses at most`);
  const admins = (await store.list(User, {
    filter: { role: { $in: rolesWith('campaigns') } },
    fields: ['email', 'disabled'],
    limit: 5000,
  })) as unknown as Pick<UserRecord, 'email' | 'disabled'>[];
  const allowed = new Set(
    admins.filter((admin) => admin.disabled !== true).map((admin) => normalised(admin.email)),
  );
  const others = wanted.filter((address) => !allowed.has(address));
  if (others.length > 0)
    throw refuse(`Tests go to administrators' addresses only; not: ${others.join(', ')}`);
  return wanted;
}

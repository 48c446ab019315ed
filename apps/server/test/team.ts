import { User } from '@vitrine/contract/entities/user';
import type { TestApp } from './test-app';

/** The roles a test signs in as; `owner` is the test app's ADMIN account (ensureAdmin). */
export const TEAM_ROLES = ['admin', 'editor', 'author', 'contributor', 'sales', 'user'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number] | 'owner';

const PASSWORD = 'a-team-member-password';

/** The headers of one signed-in account of each role (and `visitor`: none), plus their e-mails. */
export async function signInTeam(t: TestApp, prefix = 'team') {
  const headers: Record<string, Record<string, string>> = { owner: t.admin, visitor: {} };
  const emails: Record<string, string> = { owner: 'admin@vitrine.test' };
  const ids: Record<string, string> = {};
  for (const role of TEAM_ROLES) {
    const email = `${prefix}-${role}@vitrine.test`;
    const user = await t.app.services.store.create(User, { email, role });
    await t.app.services.accounts.setPassword(user.id, PASSWORD);
    headers[role] = { authorization: `Bearer ${await t.login(email, PASSWORD)}` };
    emails[role] = email;
    ids[role] = user.id;
  }
  return { headers, emails, ids };
}

/**
 * Hands the site to account `userId` through `users/transfer-ownership`: the test app's admin
 * (the owner until then) becomes an admin. A test that needs an owner other than the test app's
 * admin makes one this way, as the one-owner rule allows no other.
 */
export async function transferOwnership(t: TestApp, userId: string) {
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/users/transfer-ownership`,
    headers: t.admin,
    payload: { user_id: userId },
  });
  if (moved.statusCode !== 200) throw new Error(`transfer-ownership answered ${moved.body}`);
}

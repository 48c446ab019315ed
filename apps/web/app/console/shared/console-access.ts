import { CONSOLE_ROLES, roleCan, type Capability } from '@vitrine/contract/access/roles';
import type { UserRecord } from '@vitrine/contract/entities/user';

/**
 * The console's pages and the capability each needs (`@vitrine/contract/access/roles`); the
 * dashboard (`/admin`) is every console role's. The menu, the route guard and the loaders read
 * this one table.
 */
export const PAGE_CAPABILITIES: readonly { path: string; capability: Capability }[] = [
  { path: '/admin/blog', capability: 'posts.own' },
  { path: '/admin/campaigns', capability: 'campaigns' },
  { path: '/admin/content', capability: 'content' },
  { path: '/admin/redirects', capability: 'content' },
  { path: '/admin/glossary', capability: 'content' },
  { path: '/admin/analytics', capability: 'analytics' },
  { path: '/admin/leads', capability: 'leads' },
  { path: '/admin/outbox', capability: 'mail' },
  { path: '/admin/users', capability: 'users' },
  { path: '/admin/audit', capability: 'audit' },
  { path: '/admin/webhooks', capability: 'integrations' },
  { path: '/admin/api-keys', capability: 'integrations' },
];

/** The capability a console address needs, or undefined for the dashboard and unknown pages. */
export function pageCapability(pathname: string): Capability | undefined {
  const path = pathname.replace(/\/+$/, '');
  return PAGE_CAPABILITIES.find(({ path: page }) => path === page || path.startsWith(`${page}/`))
    ?.capability;
}

/** Whether an account of this role may use the console page at `pathname`. */
export function mayOpenPage(role: string | undefined, pathname: string): boolean {
  const capability = pageCapability(pathname);
  return capability === undefined || roleCan(role, capability);
}

/** Active accounts of a console role (every role but `user`) enter `/admin`. */
export function mayEnterConsole(user: Pick<UserRecord, 'role' | 'disabled'>): boolean {
  return !user.disabled && (CONSOLE_ROLES as readonly string[]).includes(user.role);
}

/** Roles that see every post; the others (author, contributor) see their own. */
export const seesEveryPost = (role: string | undefined) => roleCan(role, 'posts.all');

import type { UserRole } from '../entities/field-options';

/**
 * What a team member may do, by area. A role is a set of these; every check on the server (entity
 * routes, exports, imports, campaign, analytics, media, mail and user routes) and every menu,
 * button and card of the console asks for one, so both sides read the same table.
 * - `posts.own`: write one's own BlogPost drafts (not publish them);
 * - `posts.publish-own`: publish (and unpublish) one's own posts;
 * - `posts.all`: read, write, publish and delete every post;
 * - `content`: the site's content records (Plan, Testimonial, FaqItem…) and their history;
 * - `media`: the media library (upload, list, delete);
 * - `campaigns`: newsletter campaigns (write, test, send);
 * - `analytics`: the audience dashboard and conversion figures;
 * - `leads`: read and work the leads (status, notes, assignee) and export them;
 * - `leads.manage`: create, import, delete and erase leads;
 * - `users`: the team's accounts (invite, roles, disable, links) and their sessions;
 * - `mail`: the outbox, the mail status and sending e-mails;
 * - `audit`: the audit trail;
 * - `integrations`: webhooks, their deliveries, and API keys (decisions 0060, 0061).
 * « Two factors required » for every account and the owner's own account are the owner's alone
 * (role `owner`, not a capability).
 */
export const CAPABILITIES = [
  'posts.own',
  'posts.publish-own',
  'posts.all',
  'content',
  'media',
  'campaigns',
  'analytics',
  'leads',
  'leads.manage',
  'users',
  'mail',
  'audit',
  'integrations',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const WRITER: readonly Capability[] = ['posts.own'];
const AUTHOR: readonly Capability[] = [...WRITER, 'posts.publish-own'];
const EDITOR: readonly Capability[] = [
  ...AUTHOR,
  'posts.all',
  'content',
  'media',
  'campaigns',
  'analytics',
];
const SALES: readonly Capability[] = ['leads', 'analytics'];

/** The capability matrix (docs/product.md, « Roles »). `user` is the Base44 default: no console. */
export const ROLE_CAPABILITIES: Readonly<Record<UserRole, readonly Capability[]>> = {
  owner: CAPABILITIES,
  admin: CAPABILITIES,
  editor: EDITOR,
  author: AUTHOR,
  contributor: WRITER,
  sales: SALES,
  user: [],
};

/** Roles that open the console (every role but `user`). */
export const CONSOLE_ROLES = (Object.keys(ROLE_CAPABILITIES) as UserRole[]).filter(
  (role) => ROLE_CAPABILITIES[role].length > 0,
);

/** Roles an invitation or a role change may give: every one but `owner` (ownership is transferred). */
export const ASSIGNABLE_ROLES = (Object.keys(ROLE_CAPABILITIES) as UserRole[]).filter(
  (role) => role !== 'owner',
);

/** Whether an account of this role may use this capability. Unknown roles may use nothing. */
export function roleCan(role: string | undefined | null, capability: Capability) {
  if (!role || !Object.hasOwn(ROLE_CAPABILITIES, role)) return false;
  return ROLE_CAPABILITIES[role as UserRole].includes(capability);
}

/**
 * What an API key may never do, whatever its role (decision 0061): manage the team's accounts or
 * the integrations, so that a leaked key cannot make itself successors (an invited admin, a new
 * key, a webhook) that outlive its deletion.
 */
export const SERVICE_EXCLUDED_CAPABILITIES: readonly Capability[] = ['users', 'integrations'];

/** Whether this caller (a person's session, or an API key: `is_service`) may use this capability. */
export function callerMay(
  caller: { role?: string | null; is_service?: boolean } | null | undefined,
  capability: Capability,
) {
  if (!caller) return false;
  if (caller.is_service === true && SERVICE_EXCLUDED_CAPABILITIES.includes(capability))
    return false;
  return roleCan(caller.role, capability);
}

/** `owner` and `admin`: every capability. */
export const isAdminRole = (role: string | undefined | null) =>
  role === 'owner' || role === 'admin';

/** The roles that hold this capability (a filter on `User.role`: who gets a report, a test). */
export const rolesWith = (capability: Capability) =>
  (Object.keys(ROLE_CAPABILITIES) as UserRole[]).filter((role) => roleCan(role, capability));

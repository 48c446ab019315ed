import type { ConsoleRolesCopy } from '../fr/console-roles';

/** English copy of the team's roles (see `fr/console-roles.ts`). */
export const consoleRolesCopy: ConsoleRolesCopy = {
  descriptions: {
    owner: 'Everything, admins and the site’s security included. One per site.',
    admin: 'Everything except the owner’s account.',
    editor: 'All posts, site content, media, campaigns and the audience. No leads.',
    author: 'Writes and publishes their own posts.',
    contributor: 'Writes their own drafts, for an author or editor to publish.',
    sales: 'Works and exports the leads, sees the audience. No posts or site content.',
    user: 'No console access (an app account).',
  },
  control: {
    legend: 'Account role',
    apply: 'Change the role',
    ownerNote:
      'The site’s owner: their role, access and password are managed from their own account only.',
  },
  transfer: {
    open: 'Transfer ownership',
    title: 'Transfer the site’s ownership to {email}?',
    text: '{email} will become the owner: only they will manage the admins and the site’s security. You will stay an admin.',
    confirm: 'Transfer',
    done: '{email} now owns the site.',
  },
};

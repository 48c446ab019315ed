import { USER_ROLES } from '@vitrine/contract/entities/field-options';
import { describe, expect, it } from 'vitest';
import { mayEnterConsole, mayOpenPage, pageCapability } from './console-access';

describe('mayEnterConsole', () => {
  it('lets every active console role in, and turns away `user` and disabled accounts', () => {
    const entering = USER_ROLES.filter((role) => mayEnterConsole({ role, disabled: false }));
    expect(entering).toEqual(['owner', 'admin', 'editor', 'author', 'contributor', 'sales']);
    expect(mayEnterConsole({ role: 'editor', disabled: true })).toBe(false);
    expect(mayEnterConsole({ role: 'owner', disabled: true })).toBe(false);
    expect(mayEnterConsole({ role: 'superuser' as never, disabled: false })).toBe(false);
  });
});

describe('mayOpenPage', () => {
  /** The console pages a role may open, among one address of each section. */
  const PAGES = [
    '/admin',
    '/admin/blog',
    '/admin/blog/new',
    '/admin/campaigns',
    '/admin/content/plans',
    '/admin/analytics',
    '/admin/leads/contact',
    '/admin/leads/newsletter',
    '/admin/outbox',
    '/admin/users',
  ];
  const open = (role: string) => PAGES.filter((path) => mayOpenPage(role, path));

  it('opens each role the pages of its capabilities, and the dashboard to all', () => {
    expect(open('owner')).toEqual(PAGES);
    expect(open('admin')).toEqual(PAGES);
    expect(open('editor')).toEqual([
      '/admin',
      '/admin/blog',
      '/admin/blog/new',
      '/admin/campaigns',
      '/admin/content/plans',
      '/admin/analytics',
    ]);
    expect(open('author')).toEqual(['/admin', '/admin/blog', '/admin/blog/new']);
    expect(open('contributor')).toEqual(['/admin', '/admin/blog', '/admin/blog/new']);
    expect(open('sales')).toEqual([
      '/admin',
      '/admin/analytics',
      '/admin/leads/contact',
      '/admin/leads/newsletter',
    ]);
  });

  it('reads trailing slashes and sub-pages, and does not take a prefix for a section', () => {
    expect(mayOpenPage('sales', '/admin/blog/')).toBe(false);
    expect(mayOpenPage('sales', '/admin/blog/abc')).toBe(false);
    expect(mayOpenPage('editor', '/admin/leads/contact')).toBe(false);
    expect(pageCapability('/admin/blogroll')).toBeUndefined();
    expect(pageCapability('/admin/users')).toBe('users');
  });

  it('opens nothing but the dashboard to an unknown role', () => {
    expect(open('user')).toEqual(['/admin']);
    expect(mayOpenPage(undefined, '/admin/blog')).toBe(false);
  });
});

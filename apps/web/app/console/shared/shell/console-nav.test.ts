import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleCopy as en } from '../content/en/console';
import { consoleCopy as fr } from '../content/fr/console';
import { ConsoleNav } from './console-nav';

/** The menu's links (label and address) as a role sees it. */
function links(role: string | undefined, copy = fr) {
  const html = renderToString(
    createElement(MemoryRouter, null, createElement(ConsoleNav, { copy, role })),
  );
  return [...html.matchAll(/href="([^"]+)"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</g)].map(
    ([, href, label]) => `${href} ${label}`,
  );
}

describe('ConsoleNav', () => {
  it('shows an admin every section', () => {
    expect(links('admin')).toHaveLength(17);
    expect(links('admin')).toContain('/admin/glossary Glossaire et IA');
    expect(links('admin')).toContain('/admin/redirects Redirections');
    expect(links('admin')).toContain('/admin/webhooks Webhooks');
    expect(links('admin')).toContain('/admin/api-keys Clés d’API');
  });

  it('shows an editor the posts, campaigns, site content, redirects and audience, no lead, e-mail or team', () => {
    expect(links('editor')).toEqual([
      '/admin Tableau de bord',
      '/admin/blog Articles du blog',
      '/admin/campaigns Campagnes',
      '/admin/content Contenu du site',
      '/admin/redirects Redirections',
      '/admin/glossary Glossaire et IA',
      '/admin/analytics Audience',
      '/admin/account Mon compte',
    ]);
    expect(
      renderToString(
        createElement(MemoryRouter, null, createElement(ConsoleNav, { copy: fr, role: 'editor' })),
      ),
    ).not.toContain(fr.nav.leadsHeading);
  });

  it('shows sales the audience and the four lead lists, in English too', () => {
    expect(links('sales', en)).toEqual([
      '/admin Dashboard',
      '/admin/analytics Audience',
      '/admin/leads/waitlist Waitlist',
      '/admin/leads/contact Messages',
      '/admin/leads/demo Demo requests',
      '/admin/leads/newsletter Newsletter',
      '/admin/account My account',
    ]);
  });

  it('shows a contributor the dashboard and the blog; nothing but the dashboard while unknown', () => {
    expect(links('contributor')).toEqual([
      '/admin Tableau de bord',
      '/admin/blog Articles du blog',
      '/admin/account Mon compte',
    ]);
    expect(links(undefined)).toEqual(['/admin Tableau de bord']);
  });
});

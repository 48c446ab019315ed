import type { PageName } from '@vitrine/contract/site-pages';

/**
 * Where the header and footer entries (by copy id) lead. Entries missing here have no
 * destination yet and are shown as plain text, never as a dead link.
 */
export const LINK_TARGETS: Partial<Record<string, PageName>> = {
  home: 'Home',
  features: 'Fonctionnalites',
  pricing: 'Tarifs',
  blog: 'Blog',
  about: 'About',
  contact: 'Contact',
  demo: 'Demo',
  waitlist: 'Waitlist',
  'use-cases': 'Blog',
  integrations: 'Blog',
  'legal-notice': 'LegalNotice',
  privacy: 'Privacy',
  terms: 'Terms',
  cookies: 'Cookies',
};

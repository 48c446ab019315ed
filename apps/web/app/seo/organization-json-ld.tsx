import type { SeoCopy } from '../content/fr/seo';
import { SOCIAL_LINKS } from '../data/social-links';
import type { CommonCopy } from '../content/fr/common';

/** Serialises structured data for an inline script: `<` can never close the element. */
export function jsonLdHtml(data: object) {
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** schema.org Organization: who publishes the site, with contact details and social profiles. */
export function OrganizationJsonLd({
  origin,
  seo,
  common,
}: {
  origin: string;
  /** The shared copy of the page's language (the contact details). */
  common: CommonCopy;
  /** The page language's search texts, from the root loader. */
  seo: Pick<SeoCopy, 'siteName' | 'organizationDescription'>;
}) {
  const { footer } = common;
  const { contact } = footer;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seo.siteName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    description: seo.organizationDescription,
    foundingDate: '2023',
    email: contact.email,
    telephone: contact.phoneDial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      postalCode: contact.address.city.split(' ')[0],
      addressLocality: contact.address.city.split(' ').slice(1).join(' '),
      addressCountry: 'FR',
    },
    sameAs: SOCIAL_LINKS.map((link) => link.url),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={jsonLdHtml(data)} />;
}

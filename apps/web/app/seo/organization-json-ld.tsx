import type { Locale } from '@vitrine/contract/locales';
import { SOCIAL_LINKS } from '../data/social-links';
import { commonCopy } from '../i18n/common-copy';
import { seoCopy } from '../i18n/seo-copy';

/** Serialises structured data for an inline script: `<` can never close the element. */
export function jsonLdHtml(data: object) {
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** schema.org Organization: who publishes the site, with contact details and social profiles. */
export function OrganizationJsonLd({ locale, origin }: { locale: Locale; origin: string }) {
  const { footer } = commonCopy(locale);
  const { contact } = footer;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seoCopy(locale).siteName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    description: seoCopy(locale).organizationDescription,
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

import type { PricingCopy } from '../content/fr/pricing';
import { pricingCopy } from '../i18n/pricing-copy';
import { PricingPage } from '../pages/pricing-page';
import { usePageRoute } from '../routing/use-page-route';
import { readRouteId } from '../routing/page-routes';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/pricing';

/** schema.org FAQPage built from the FAQ the page shows. */
function faqJsonLd(faq: PricingCopy['faq']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const locale = readRouteId(args.matches.at(-1)?.id)?.locale ?? 'fr';
  const { faq } = pricingCopy(locale);
  return [...routeMeta(args), { 'script:ld+json': faqJsonLd(faq) }];
};

export default function Pricing() {
  return <PricingPage locale={usePageRoute().locale} />;
}

import type { FaqItemView } from '../shared/site-content/record-views';
import { pricingPageData } from '../data/content-page-data.server';
import { PricingPage } from '../pages/pricing-page';
import { seoCopy } from '../i18n/seo-copy';
import { offersJsonLd } from '../seo/offers-json-ld';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/pricing';

/** The page's frame copy and its records (plans, comparison rows, FAQ), in its language. */
export function loader({ request, context }: Route.LoaderArgs) {
  return pricingPageData(request, context);
}

/** schema.org FAQPage built from the FAQ the page shows. */
function faqJsonLd(items: FaqItemView[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const items = data?.content.faq ?? [];
  const faq = items.length > 0 ? [{ 'script:ld+json': faqJsonLd(items) }] : [];
  const plans = data?.content.plans ?? [];
  const offers =
    data && plans.length > 0
      ? [{ 'script:ld+json': offersJsonLd(plans, data.locale, seoCopy(data.locale).siteName) }]
      : [];
  return [...routeMeta(args), ...faq, ...offers];
};

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return <PricingPage {...loaderData} />;
}

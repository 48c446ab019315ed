import type { Locale } from '@vitrine/contract/locales';
import { currencyCode } from '../shared/format/format-number';
import type { PlanView } from '../shared/site-content/record-views';

/**
 * schema.org Product for the pricing page: the product (named after the site) and one Offer per
 * plan the page shows, priced in the page language's currency (`EUR` in French, `USD` in
 * English) and billed by the month.
 */
export function offersJsonLd(plans: PlanView[], locale: Locale, productName: string) {
  const priceCurrency = currencyCode(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName,
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      price: plan.price,
      priceCurrency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.price,
        priceCurrency,
        billingDuration: 'P1M',
      },
    })),
  };
}

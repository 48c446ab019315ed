import type { Locale } from '@vitrine/contract/locales';
import { pricing as pricingEn } from '../content/en/pricing';
import { pricing as pricingFr } from '../content/fr/pricing';

/** The Pricing page copy of one language. One module per area, so a page's chunk carries only its own copy. */
export function pricingCopy(locale: Locale) {
  return locale === 'en' ? pricingEn : pricingFr;
}

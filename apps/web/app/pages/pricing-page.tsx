import type { Locale } from '@vitrine/contract/locales';
import { ComparisonTable } from '../components/sections/pricing/comparison-table';
import { FaqSection } from '../components/sections/pricing/faq-section';
import { PricingHeroSection } from '../components/sections/pricing/pricing-hero-section';
import { pricingCopy } from '../i18n/pricing-copy';

/** The body of the pricing page (/tarifs): plans and notice, comparison table, FAQ. */
export function PricingPage({ locale }: { locale: Locale }) {
  const pricing = pricingCopy(locale);
  return (
    <>
      <PricingHeroSection copy={pricing} locale={locale} />
      <ComparisonTable copy={pricing.comparison} />
      <FaqSection copy={pricing.faq} />
    </>
  );
}

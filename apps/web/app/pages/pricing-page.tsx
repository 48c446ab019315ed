import type { Locale } from '@vitrine/contract/locales';
import { ComparisonTable } from '../shared/site-sections/pricing/comparison-table';
import { FaqSection } from '../shared/site-sections/pricing/faq-section';
import { PricingHeroSection } from '../components/sections/pricing/pricing-hero-section';
import type { PricingCopy } from '../content/fr/pricing';
import type { PricingContent } from '../shared/site-content/record-views';

export interface PricingPageProps {
  locale: Locale;
  copy: PricingCopy;
  content: PricingContent;
}

/** The body of the pricing page (/tarifs): plans and notice, comparison table, FAQ. */
export function PricingPage({ locale, copy, content }: PricingPageProps) {
  return (
    <>
      <PricingHeroSection copy={copy} plans={content.plans} locale={locale} />
      <ComparisonTable copy={copy.comparison} rows={content.rows} />
      <FaqSection copy={copy.faq} items={content.faq} />
    </>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { AiShowcaseSection } from '../components/sections/home/ai-showcase-section';
import { CompatibilitySection } from '../components/sections/home/compatibility-section';
import { FeaturesSection } from '../components/sections/home/features-section';
import { FinalCtaSection } from '../components/sections/home/final-cta-section';
import { HeroSection } from '../components/sections/home/hero-section';
import { IntegrationsSection } from '../components/sections/home/integrations-section';
import { MobileAppsSection } from '../components/sections/home/mobile-apps-section';
import { StatsSection } from '../shared/site-sections/home/stats-section';
import { TestimonialsSection } from '../shared/site-sections/home/testimonials-section';
import type { HomeCopy } from '../content/fr/home';
import type { HomeContent } from '../shared/site-content/record-views';

export interface HomePageProps {
  locale: Locale;
  copy: HomeCopy;
  content: HomeContent;
}

/** The body of the home page (docs/product.md §2.6), rendered inside the layout's `<main>`. */
export function HomePage({ locale, copy, content }: HomePageProps) {
  return (
    <>
      <HeroSection copy={copy.hero} locale={locale} />
      <FeaturesSection copy={copy.features} />
      <AiShowcaseSection copy={copy.aiShowcase} locale={locale} />
      <IntegrationsSection copy={copy.integrations} />
      <MobileAppsSection copy={copy.mobileApps} />
      <CompatibilitySection copy={copy.compatibility} locale={locale} />
      <TestimonialsSection copy={copy.testimonials} items={content.testimonials} />
      <StatsSection copy={copy.stats} figures={content.figures} />
      <FinalCtaSection copy={copy.finalCta} locale={locale} />
    </>
  );
}

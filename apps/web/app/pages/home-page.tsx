import type { Locale } from '@vitrine/contract/locales';
import { AiShowcaseSection } from '../components/sections/home/ai-showcase-section';
import { CompatibilitySection } from '../components/sections/home/compatibility-section';
import { FeaturesSection } from '../components/sections/home/features-section';
import { FinalCtaSection } from '../components/sections/home/final-cta-section';
import { HeroSection } from '../components/sections/home/hero-section';
import { IntegrationsSection } from '../components/sections/home/integrations-section';
import { MobileAppsSection } from '../components/sections/home/mobile-apps-section';
import { StatsSection } from '../components/sections/home/stats-section';
import { TestimonialsSection } from '../components/sections/home/testimonials-section';
import { homeCopy } from '../i18n/home-copy';

/** The body of the home page (docs/product.md §2.6), rendered inside the layout's `<main>`. */
export function HomePage({ locale }: { locale: Locale }) {
  const home = homeCopy(locale);
  return (
    <>
      <HeroSection copy={home.hero} locale={locale} />
      <FeaturesSection copy={home.features} />
      <AiShowcaseSection copy={home.aiShowcase} locale={locale} />
      <IntegrationsSection copy={home.integrations} />
      <MobileAppsSection copy={home.mobileApps} />
      <CompatibilitySection copy={home.compatibility} locale={locale} />
      <TestimonialsSection copy={home.testimonials} />
      <StatsSection copy={home.stats} />
      <FinalCtaSection copy={home.finalCta} locale={locale} />
    </>
  );
}

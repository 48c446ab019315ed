import type { Locale } from '@vitrine/contract/locales';
import { FeaturesHeroSection } from '../components/sections/features/features-hero-section';
import { featuresCopy } from '../i18n/features-copy';

/** The body of the features overview (/fonctionnalites): hero and the five feature cards. */
export function FeaturesPage({ locale }: { locale: Locale }) {
  const features = featuresCopy(locale);
  return <FeaturesHeroSection copy={features} locale={locale} />;
}

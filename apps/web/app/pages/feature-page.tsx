import type { Locale } from '@vitrine/contract/locales';
import type { FeaturePageName } from '@vitrine/contract/site-pages';
import { FeatureFooterSection } from '../components/sections/feature/feature-footer-section';
import { FeatureHeroSection } from '../components/sections/feature/feature-hero-section';
import { FeatureItemsSection } from '../components/sections/feature/feature-items-section';
import { FeatureSubnav } from '../components/sections/feature/feature-subnav';
import type { CommonCopy } from '../content/fr/common';
import { featurePagesCopy } from '../i18n/feature-pages-copy';

/**
 * The body of a feature page (/featureai, /featurescreens, …): sub-navigation, header with the
 * showcase illustration, the four items, and the shared call to action. Reads the current path
 * (for the active pill), so it renders inside the router.
 */
export function FeaturePage({
  locale,
  feature,
  common,
}: {
  locale: Locale;
  feature: FeaturePageName;
  /** The shared copy of the page's language (breadcrumb, pills, call to action). */
  common: CommonCopy;
}) {
  const featurePages = featurePagesCopy(locale);
  const copy = featurePages[feature];
  return (
    <>
      <FeatureSubnav
        locale={locale}
        feature={feature}
        featureName={copy.name}
        breadcrumb={common.breadcrumb}
        featureNav={common.featureNav}
      />
      <FeatureHeroSection copy={copy} feature={feature} />
      <FeatureItemsSection copy={copy} />
      <FeatureFooterSection copy={common.featureFooter} locale={locale} />
    </>
  );
}

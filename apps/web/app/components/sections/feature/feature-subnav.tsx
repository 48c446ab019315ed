import type { Locale } from '@vitrine/contract/locales';
import { pagePath, type FeaturePageName } from '@vitrine/contract/site-pages';
import { useLocation } from 'react-router';
import type { CommonCopy } from '../../../content/fr/common';
import { Icon } from '../../../shared/icons/icon';
import { Container } from '../../../shared/ui/container';
import { FEATURE_ICONS, isFeaturePage } from './feature-icons';

type Pill = CommonCopy['featureNav']['pills'][number] & { id: FeaturePageName };

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

interface FeatureSubnavProps {
  locale: Locale;
  feature: FeaturePageName;
  /** The feature's name, as the breadcrumb's current item. */
  featureName: string;
  breadcrumb: CommonCopy['breadcrumb'];
  featureNav: CommonCopy['featureNav'];
}

/**
 * The feature sub-navigation: a breadcrumb (Home › Features › current feature) and the five feature
 * pills. The active pill is the one whose path is contained in the current path (docs/product.md
 * §2.8); if none is (an unexpected path), the page's own feature is marked.
 */
export function FeatureSubnav({
  locale,
  feature,
  featureName,
  breadcrumb,
  featureNav,
}: FeatureSubnavProps) {
  const currentPath = useLocation().pathname.toLowerCase();
  const pills = featureNav.pills.filter((pill): pill is Pill => isFeaturePage(pill.id));
  const active =
    pills.find((pill) => currentPath.includes(pagePath(locale, pill.id)))?.id ?? feature;
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container className="flex flex-col gap-2 py-3">
        <nav aria-label={breadcrumb.label}>
          <ol className="flex flex-wrap items-center text-sm text-slate-600">
            <li className="flex items-center">
              <a
                href={pagePath(locale, 'Home')}
                className={`inline-flex min-h-11 items-center rounded px-1 hover:text-ink ${FOCUS}`}
              >
                {breadcrumb.home}
              </a>
              <Icon name="chevron-right" className="mx-1 size-4 text-slate-400" />
            </li>
            <li className="flex items-center">
              <a
                href={pagePath(locale, 'Fonctionnalites')}
                className={`inline-flex min-h-11 items-center rounded px-1 hover:text-ink ${FOCUS}`}
              >
                {breadcrumb.features}
              </a>
              <Icon name="chevron-right" className="mx-1 size-4 text-slate-400" />
            </li>
            <li className="flex items-center">
              <span aria-current="page" className="px-1 font-semibold text-ink">
                {featureName}
              </span>
            </li>
          </ol>
        </nav>
        <nav aria-label={featureNav.label}>
          <ul className="flex flex-wrap gap-2">
            {pills.map((pill) => {
              const isActive = pill.id === active;
              return (
                <li key={pill.id}>
                  <a
                    href={pagePath(locale, pill.id)}
                    aria-current={isActive ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors ${FOCUS} ${
                      isActive
                        ? 'bg-ink text-white shadow-sm'
                        : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-ink'
                    }`}
                  >
                    <Icon name={FEATURE_ICONS[pill.id]} className="size-4" />
                    {pill.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </Container>
    </div>
  );
}

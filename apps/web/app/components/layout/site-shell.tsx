import type { ReactNode } from 'react';
import type { CommonCopy } from '../../content/fr/common';
import type { SeoCopy } from '../../content/fr/seo';
import { useRouteLoaderData } from 'react-router';
import { FormCommonCopyContext, formCommonCopy } from '../../i18n/form-common-copy';
import { CommonCopyContext } from '../../i18n/use-common-copy';
import { IslandAssetsContext } from '../islands/island';
import { usePageRoute } from '../../routing/use-page-route';
import { OrganizationJsonLd } from '../../seo/organization-json-ld';
import { Toaster } from '../../shared/toast/toaster';
import type { loader as rootLoader } from '../../root';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The site's frame: skip link, header, the page, footer, toasts and the Organization JSON-LD. The
 * shared copy is given to the parts below it here (`useCommonCopy`), the forms' too; their islands
 * give it in the browser.
 */
export function SiteShell({
  children,
  common: copy,
  seo,
}: {
  children: ReactNode;
  common: CommonCopy;
  seo: SeoCopy;
}) {
  const route = usePageRoute();
  const site = useRouteLoaderData<typeof rootLoader>('root');
  if (!site) throw new Error('SiteShell: the root loader data is missing');
  return (
    <CommonCopyContext.Provider value={copy}>
      <IslandAssetsContext.Provider value={site.islands}>
        <FormCommonCopyContext.Provider value={formCommonCopy(copy)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand focus:shadow-lg"
          >
            {copy.skipToContent}
          </a>
          <SiteHeader route={route} />
          <main id="main" tabIndex={-1} className="pt-16 outline-none">
            {children}
          </main>
          <SiteFooter locale={route.locale} year={site.year} />
          <div id="site-toaster">
            <Toaster dismissLabel={copy.toast.dismiss} />
          </div>
          <OrganizationJsonLd origin={site.origin} seo={seo} common={copy} />
        </FormCommonCopyContext.Provider>
      </IslandAssetsContext.Provider>
    </CommonCopyContext.Provider>
  );
}

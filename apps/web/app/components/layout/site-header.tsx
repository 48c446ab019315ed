import { pagePath } from '@vitrine/contract/site-pages';
import { useCommonCopy } from '../../i18n/use-common-copy';
import { LINK_TARGETS } from '../../routing/link-targets';
import type { PageRoute } from '../../routing/page-routes';
import { Icon } from '../../shared/icons/icon';
import { SiteLogo } from '../../shared/ui/site-logo';
import { Island } from '../islands/island';
import { LanguageSwitch } from './language-switch';

const MENU_ID = 'site-menu';

// Below `lg` the menu is a panel the `site` island opens (`data-open` on the header); without
// scripts (`noscript:`), the menu button is a link to the footer's lists of links.
const MENU_OPEN =
  'max-lg:group-data-open:block max-lg:group-data-open:absolute max-lg:group-data-open:inset-x-0 max-lg:group-data-open:top-16 max-lg:group-data-open:max-h-[calc(100dvh-4rem)] max-lg:group-data-open:overflow-y-auto max-lg:group-data-open:border-t max-lg:group-data-open:border-slate-200 max-lg:group-data-open:bg-white max-lg:group-data-open:px-4 max-lg:group-data-open:pt-2 max-lg:group-data-open:pb-6 max-lg:group-data-open:shadow-lg max-lg:group-data-open:sm:px-6';

/**
 * Fixed header: reading progress on top, logo, navigation, language switch and the waitlist
 * button. Drawn on the server with no state: the `site` island (`islands/site.island.ts`) marks it
 * `data-solid` once the page has scrolled and `data-open` while the phone menu is open, and the
 * classes follow. Escape closes the menu (focus back on the button); every link is a page load.
 */
export function SiteHeader({ route }: { route: PageRoute }) {
  const { locale } = route;
  const copy = useCommonCopy();
  return (
    <Island
      name="site"
      as="header"
      className="group fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow] duration-300 data-open:bg-white data-open:shadow-sm data-solid:bg-white data-solid:shadow-sm"
    >
      <div
        role="progressbar"
        aria-label={copy.scrollProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        className="absolute inset-x-0 top-0 h-1 origin-left bg-gradient-to-r from-brand to-accent"
        style={{ transform: 'scaleX(0)' }}
      />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href={pagePath(locale, 'Home')}
          aria-label={copy.header.homeLinkLabel}
          className="rounded-lg"
        >
          <SiteLogo name={copy.siteName} />
        </a>
        <nav aria-label={copy.header.navLabel} className="flex items-center">
          <button
            type="button"
            aria-expanded="false"
            aria-controls={MENU_ID}
            aria-label={copy.header.openMenu}
            data-open-label={copy.header.openMenu}
            data-close-label={copy.header.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 noscript:hidden lg:hidden"
          >
            <Icon name="menu" className="size-6 group-data-open:hidden" />
            <Icon name="x" className="hidden size-6 group-data-open:block" />
          </button>
          <a
            href="#site-footer"
            aria-label={copy.header.openMenu}
            className="hidden size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 noscript:inline-flex lg:noscript:hidden"
          >
            <Icon name="menu" className="size-6" />
          </a>
          <div id={MENU_ID} className={`hidden ${MENU_OPEN} lg:flex lg:items-center lg:gap-8`}>
            <ul className="flex flex-col lg:flex-row lg:items-center lg:gap-7">
              {copy.header.nav.map((item) => {
                const page = LINK_TARGETS[item.id];
                if (!page) return null;
                const current = page === route.page && !route.notFound;
                return (
                  <li key={item.id}>
                    <a
                      href={pagePath(locale, page)}
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded-md py-3 text-base font-medium transition-colors hover:text-brand lg:py-1 lg:text-sm ${
                        current ? 'text-brand' : 'text-slate-700'
                      }`}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 flex items-center gap-3 border-t border-slate-200 pt-4 lg:mt-0 lg:border-0 lg:pt-0">
              <LanguageSwitch route={route} />
              <a
                href={pagePath(locale, 'Waitlist')}
                className="inline-flex items-center rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-strong"
              >
                {copy.header.joinWaitlist}
              </a>
            </div>
          </div>
        </nav>
      </div>
    </Island>
  );
}

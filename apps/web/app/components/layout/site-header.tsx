import { pagePath } from '@vitrine/contract/site-pages';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCommonCopy } from '../../i18n/use-common-copy';
import { LINK_TARGETS } from '../../routing/link-targets';
import type { PageRoute } from '../../routing/page-routes';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from '../../shared/ui/site-logo';
import { useScrollState } from './use-scroll-state';

const MENU_ID = 'site-menu';

/**
 * Fixed header: reading progress on top, logo, navigation, language switch and the waitlist
 * button. Transparent at the top of the page, opaque once scrolled. Below `lg` the navigation is
 * a disclosure: Escape closes it (focus back on the button) and any navigation closes it.
 */
export function SiteHeader({ route }: { route: PageRoute }) {
  const { locale } = route;
  const copy = useCommonCopy();
  const location = useLocation();
  const progressRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrollState(progressRef);
  // The menu is open for one location only, so every navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const solid = scrolled || open;
  return (
    <header
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-white shadow-sm' : 'bg-transparent'
      }`}
    >
      <div
        ref={progressRef}
        role="progressbar"
        aria-label={copy.scrollProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        className="absolute inset-x-0 top-0 h-1 origin-left bg-gradient-to-r from-brand to-accent"
        style={{ transform: 'scaleX(0)' }}
      />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={pagePath(locale, 'Home')}
          aria-label={copy.header.homeLinkLabel}
          className="rounded-lg"
        >
          <SiteLogo name={copy.siteName} />
        </Link>
        <nav aria-label={copy.header.navLabel} className="flex items-center">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? copy.header.closeMenu : copy.header.openMenu}
            onClick={() => setOpenAt(open ? null : location.key)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
          <div
            id={MENU_ID}
            className={`${
              open
                ? 'absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6'
                : 'hidden'
            } lg:static lg:flex lg:max-h-none lg:items-center lg:gap-8 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
          >
            <ul className="flex flex-col lg:flex-row lg:items-center lg:gap-7">
              {copy.header.nav.map((item) => {
                const page = LINK_TARGETS[item.id];
                if (!page) return null;
                return (
                  <li key={item.id}>
                    <NavLink
                      to={pagePath(locale, page)}
                      className={({ isActive }) =>
                        `block rounded-md py-3 text-base font-medium transition-colors hover:text-brand lg:py-1 lg:text-sm ${
                          isActive ? 'text-brand' : 'text-slate-700'
                        }`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 flex items-center gap-3 border-t border-slate-200 pt-4 lg:mt-0 lg:border-0 lg:pt-0">
              <LanguageSwitch route={route} />
              <Link
                to={pagePath(locale, 'Waitlist')}
                className="inline-flex items-center rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-strong"
              >
                {copy.header.joinWaitlist}
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

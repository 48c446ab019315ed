import type { UserRecord } from '@vitrine/contract/entities/user';
import type { Locale } from '@vitrine/contract/locales';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ConsoleCopy } from '../content/fr/console';
import { fillCopy } from '../console-locale';
import { rememberLocale } from '../../../shared/i18n/remember-locale';
import { SiteLogo } from '../../../shared/ui/site-logo';
import { ConsoleNav } from './console-nav';

interface ConsoleShellProps {
  copy: ConsoleCopy;
  locale: Locale;
  user: UserRecord | undefined;
  onSignOut: () => void;
  children: ReactNode;
}

/** The console's frame: a side menu (a drawer on phones), the account bar and the page. */
export function ConsoleShell({ copy, locale, user, onSignOut, children }: ConsoleShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const switchLanguage = () => {
    rememberLocale(locale === 'fr' ? 'en' : 'fr');
    window.location.reload();
  };
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand focus:shadow-lg"
      >
        {copy.skipToContent}
      </a>
      <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <SiteLogo name="Vitrine" />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? copy.nav.closeMenu : copy.nav.openMenu}</span>
        </button>
      </header>
      <aside
        id="console-menu"
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white p-4 lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0`}
      >
        <div className="mb-8 hidden lg:block">
          <SiteLogo name="Vitrine" />
        </div>
        <ConsoleNav copy={copy} role={user?.role} onNavigate={() => setMenuOpen(false)} />
        <a
          href="/"
          className="mt-6 flex min-h-11 items-center gap-2 px-3 text-sm text-slate-600 hover:text-brand"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {copy.nav.viewSite}
        </a>
      </aside>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2 sm:px-8">
          {user ? (
            <p className="mr-auto hidden min-w-0 truncate text-sm text-slate-600 sm:block">
              {fillCopy(copy.account.signedInAs, { email: user.email })}
            </p>
          ) : null}
          <button
            type="button"
            onClick={switchLanguage}
            aria-label={copy.account.switchLanguageLabel}
            lang={locale === 'fr' ? 'en' : 'fr'}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {copy.account.switchLanguage}
          </button>
          {user ? (
            <button
              type="button"
              onClick={onSignOut}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {copy.account.signOut}
            </button>
          ) : null}
        </div>
        <main id="console-main" tabIndex={-1} className="px-4 py-8 outline-none sm:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

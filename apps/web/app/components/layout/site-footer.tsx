import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { SOCIAL_LINKS } from '../../data/social-links';
import { useContext } from 'react';
import { CommonCopyContext, useCommonCopy } from '../../i18n/use-common-copy';
import { FormCommonCopyContext, useFormCommonCopy } from '../../i18n/form-common-copy';
import { IslandAssetsContext, useIslandAssets } from '../islands/island';
import { StaticFragmentContext } from './static-fragment';
import { ContactDetails } from './contact-details';
import { FooterLinkList } from './footer-link-list';
import { FormIsland } from '../islands/form-island';
import { NewsletterBox } from './newsletter-box';
import { SiteLogo } from '../../shared/ui/site-logo';
import { SocialIcon } from './social-icon';

/**
 * The footer (docs/product.md §2.5): link columns, contact details, social links, newsletter and
 * copyright.
 */
export function SiteFooter({ locale, year }: { locale: Locale; year: number }) {
  const copy = useCommonCopy();
  const formCopy = useFormCommonCopy();
  const islands = useIslandAssets();
  const renderStatic = useContext(StaticFragmentContext);
  const footerClass = 'bg-ink text-slate-300 [--focus-ring:var(--color-indigo-300)]';
  if (!renderStatic) {
    return (
      <footer id="site-footer" className={footerClass}>
        <FooterContents locale={locale} year={year} />
      </footer>
    );
  }
  // The same on every page of a language: drawn once (decision 0068), with what it reads given.
  const variant = `${locale} ${year} ${islands?.['newsletter-box']?.file ?? ''}`;
  const html = renderStatic('footer', variant, () => (
    <CommonCopyContext.Provider value={copy}>
      <FormCommonCopyContext.Provider value={formCopy}>
        <IslandAssetsContext.Provider value={islands}>
          <FooterContents locale={locale} year={year} />
        </IslandAssetsContext.Provider>
      </FormCommonCopyContext.Provider>
    </CommonCopyContext.Provider>
  ));
  return (
    <footer id="site-footer" className={footerClass} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function FooterContents({ locale, year }: { locale: Locale; year: number }) {
  const copy = useCommonCopy();
  const { footer } = copy;
  const columns = [footer.quickLinks, footer.product, footer.support, footer.legal];
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8 lg:py-16">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)]">
        <div>
          <a
            href={pagePath(locale, 'Home')}
            aria-label={copy.header.homeLinkLabel}
            className="inline-block rounded-lg"
          >
            <SiteLogo name={copy.siteName} inverted />
          </a>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{footer.tagline}</p>
          <h2 className="mt-8 text-sm font-semibold tracking-wide text-white">
            {footer.social.title}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {footer.social.links.map((link) => {
              const target = SOCIAL_LINKS.find((social) => social.id === link.id);
              if (!target) return null;
              return (
                <li key={link.id}>
                  <a
                    href={target.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.ariaLabel}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-3.5 text-sm text-slate-200 transition-colors hover:border-white/40 hover:text-white"
                  >
                    <SocialIcon id={target.id} className="size-4" />
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav
          aria-label={footer.navLabel}
          className="grid grid-cols-2 gap-10 sm:grid-cols-4 sm:gap-8"
        >
          {columns.map((column) => (
            <FooterLinkList
              key={column.title}
              locale={locale}
              title={column.title}
              links={column.links}
              unavailable={footer.unavailable}
            />
          ))}
        </nav>
      </div>
      <div className="mt-14 grid gap-10 border-t border-white/10 pt-12 lg:grid-cols-2 lg:gap-16">
        <ContactDetails contact={footer.contact} />
        <FormIsland name="newsletter-box" locale={locale} copy={footer.newsletter}>
          <NewsletterBox locale={locale} copy={footer.newsletter} />
        </FormIsland>
      </div>
      <p className="mt-12 border-t border-white/10 pt-8 text-sm text-slate-400">
        {footer.copyright.replace('{year}', String(year))}
      </p>
    </div>
  );
}

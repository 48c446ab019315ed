import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { useLocation, useMatches } from 'react-router';
import { useCommonCopy } from '../../i18n/use-common-copy';
import { Icon } from '../../shared/icons/icon';
import type { PageRoute } from '../../routing/page-routes';

/**
 * Shows EN on a French page, FR otherwise, and leads to the same page there (docs/product.md
 * §2.4). A plain link: the `site` island remembers the choice (`data-language-switch`) when it is
 * followed.
 */
export function LanguageSwitch({ route, className }: { route: PageRoute; className?: string }) {
  const { search } = useLocation();
  const target: Locale = route.locale === 'fr' ? 'en' : 'fr';
  // A page may name its twin itself (a post's translation, else the other blog listing).
  const leaf = useMatches().at(-1)?.loaderData as { alternatePath?: unknown } | undefined;
  const to =
    typeof leaf?.alternatePath === 'string'
      ? leaf.alternatePath
      : pagePath(target, route.page, search);
  const { languageSwitch } = useCommonCopy();
  return (
    <a
      href={to}
      hrefLang={target}
      lang={languageSwitch.labelLang}
      aria-label={languageSwitch.label}
      data-language-switch={target}
      className={`inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 transition-colors hover:border-brand hover:text-brand ${className ?? ''}`}
    >
      <Icon name="globe" className="size-4" />
      <span>{languageSwitch.buttonText}</span>
    </a>
  );
}

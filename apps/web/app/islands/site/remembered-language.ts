import { cookieLocale } from '@vitrine/contract/locales';
import { rememberLocale } from '../../shared/i18n/remember-locale';

/**
 * The language choice (docs/product.md §10.2). Following the language switch stores it. And a
 * French page shown to a visitor who chose English can only come from a shared cache (the server
 * itself answers such a request with a redirect): the page moves to its English twin, the address
 * the language switch leads to.
 */
export function startRememberedLanguage(header: HTMLElement) {
  const link = header.querySelector<HTMLAnchorElement>('a[data-language-switch]');
  if (!link) return;
  link.addEventListener('click', () => {
    const target = link.dataset.languageSwitch;
    if (target === 'fr' || target === 'en') rememberLocale(target);
  });
  const isFrench = document.documentElement.lang === 'fr';
  if (isFrench && link.dataset.languageSwitch === 'en' && cookieLocale(document.cookie) === 'en') {
    window.location.replace(link.href);
  }
}

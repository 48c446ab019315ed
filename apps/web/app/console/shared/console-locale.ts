import { DEFAULT_LOCALE, cookieLocale, type Locale } from '@vitrine/contract/locales';
import { consoleCopy as consoleEn } from './content/en/console';
import { consoleCopy as consoleFr } from './content/fr/console';

/**
 * The console has one address per page (`/admin/…`, `/login`) and shows itself in the language
 * the person last chose on the site or in the console: the `lang` cookie, French by default.
 */
export function consoleLocale(cookieHeader: string | null | undefined): Locale {
  return cookieLocale(cookieHeader) ?? DEFAULT_LOCALE;
}

export function consoleCopyFor(locale: Locale) {
  return locale === 'en' ? consoleEn : consoleFr;
}

/** Fills `{name}` placeholders of a console text. */
export function fillCopy(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

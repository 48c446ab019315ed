import { LOCALE_CURRENCY } from '@vitrine/contract/entities/plan';
import type { Locale } from '@vitrine/contract/locales';
import { INTL_LOCALES } from './intl-locale';
import { numberFormat } from './intl-formatters';

/** The ISO 4217 code of the currency a language's pages price in: `EUR` in French, `USD` in English. */
export const currencyCode = (locale: Locale) => LOCALE_CURRENCY[locale].toUpperCase();

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * Joins `Intl` parts with fixed spacing, so the server (Node) and the browser (Chromium) print the
 * same string even if their ICU versions disagree on which space to use: a no-break space before a
 * unit (`19,99 €`, `95 %`), a narrow no-break space between thousands (`1 000`).
 */
function joinParts(parts: Intl.NumberFormatPart[]) {
  return parts
    .map((part) => {
      if (part.type === 'group' && /\s/.test(part.value)) return NARROW_NO_BREAK_SPACE;
      return part.value.replace(/\s/g, NO_BREAK_SPACE);
    })
    .join('');
}

/** `19,99 €` in French, `$19.99` in English; whole amounts without decimals (`0 €`, `$0`). */
export function formatPrice(amount: number, locale: Locale) {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const format = numberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: currencyCode(locale),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return joinParts(format.formatToParts(amount));
}

/** `95 %` in French, `95%` in English, from a whole percentage (`95`). */
export function formatPercent(value: number, locale: Locale) {
  const format = numberFormat(INTL_LOCALES[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return joinParts(format.formatToParts(value / 100));
}

/** `12 345` / `12,345`. */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(INTL_LOCALES[locale]).format(value);
}

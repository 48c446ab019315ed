import type { Locale } from '@vitrine/contract/locales';
import { INTL_LOCALES } from '../../shared/format/intl-locale';
import { fillCopy } from './console-locale';

/** A counted text's forms: French says « 0 abonné », « 1 abonné », « 2 abonnés ». */
export interface CountedText {
  one: string;
  other: string;
}

/** The form of `text` for `count` in `locale` (`Intl.PluralRules`), its `{count}` filled. */
export function countedCopy(
  text: CountedText,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
) {
  const form = new Intl.PluralRules(INTL_LOCALES[locale]).select(count) === 'one' ? 'one' : 'other';
  return fillCopy(text[form], { ...values, count: formatCountFor(count, locale) });
}

/** `1 234` (narrow no-break space) / `1,234`. */
export function formatCountFor(value: number, locale: Locale) {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value).replace(/\s/g, '\u202f');
}

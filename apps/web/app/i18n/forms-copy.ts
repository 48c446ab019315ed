import type { Locale } from '@vitrine/contract/locales';
import { forms as formsEn } from '../content/en/forms';
import { forms as formsFr, type FormsCopy } from '../content/fr/forms';

/**
 * The forms' copy of one language. Pages receive their part as loader data (`formPageCopy`);
 * the messages come with the form engine, loaded on demand.
 */
export function formsCopy(locale: Locale) {
  return locale === 'en' ? formsEn : formsFr;
}

/** The labels every form shows (its messages come with the form engine). */
export type FormLabels = Pick<FormsCopy, 'optional' | 'sending' | 'errorPrefix'>;

/** What a form page needs up front: its form's copy and the shared labels. */
export function formPageCopy<K extends 'waitlist' | 'contact' | 'demo'>(locale: Locale, form: K) {
  const copy = formsCopy(locale);
  const labels: FormLabels = {
    optional: copy.optional,
    sending: copy.sending,
    errorPrefix: copy.errorPrefix,
  };
  return { labels, form: copy[form] };
}

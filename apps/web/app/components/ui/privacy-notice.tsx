import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { useFormCommonCopy } from '../../i18n/form-common-copy';

/**
 * The notice under every form: who collects the data and why, for how long (the form's own
 * `text`), how to ask for erasure, and a link to the privacy policy.
 */
export function PrivacyNotice({
  locale,
  text,
  tone = 'light',
}: {
  locale: Locale;
  text: string;
  tone?: 'light' | 'dark';
}) {
  const { privacyNotice } = useFormCommonCopy();
  const link =
    tone === 'dark'
      ? 'text-slate-200 underline underline-offset-2 hover:text-white'
      : 'text-brand underline underline-offset-2 hover:text-brand-strong';
  return (
    <p
      className={`text-sm leading-relaxed ${tone === 'dark' ? 'text-slate-400' : 'text-slate-600'}`}
    >
      {text} {privacyNotice.erasure}{' '}
      <a href={`mailto:${privacyNotice.email}`} className={link}>
        {privacyNotice.email}
      </a>
      .{' '}
      <a href={pagePath(locale, 'Privacy')} className={link}>
        {privacyNotice.link}
      </a>
    </p>
  );
}

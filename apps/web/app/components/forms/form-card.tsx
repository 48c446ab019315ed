import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import { PrivacyNotice } from '../ui/privacy-notice';

/**
 * The white card around a page's form: its heading, then the form (or what replaced it), then the
 * privacy notice, which stays whatever the form's state.
 */
export function FormCard({
  id,
  title,
  locale,
  privacy,
  children,
}: {
  /** The heading's id; the form is labelled by it. */
  id: string;
  title: string;
  locale: Locale;
  privacy: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <PrivacyNotice locale={locale} text={privacy} />
      </div>
    </div>
  );
}

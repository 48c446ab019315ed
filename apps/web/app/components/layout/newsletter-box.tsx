import type { Locale } from '@vitrine/contract/locales';
import type { CommonCopy } from '../../content/fr/common';
import { useFormCommonCopy } from '../../i18n/form-common-copy';
import { useEntityForm } from '../forms/use-entity-form';
import { FieldError } from '../ui/field-error';
import { FormSuccess } from '../ui/form-success';
import { HoneypotField } from '../ui/honeypot-field';
import { OfflineNotice } from '../ui/offline-notice';
import { PrivacyNotice } from '../ui/privacy-notice';
import { SubmitButton } from '../ui/submit-button';

const INPUT =
  'min-h-11 w-full rounded-lg border border-white/20 bg-white px-3.5 text-base text-ink placeholder:text-slate-500 aria-invalid:ring-2 aria-invalid:ring-red-400';

/**
 * The footer's newsletter sign-up (on every page): an email box, an explicit, unticked consent
 * box and a button. Its island (`islands/newsletter-box.island.ts`) and its engine (client,
 * validator, messages) load when the visitor first uses it.
 */
export function NewsletterBox({
  locale,
  copy,
}: {
  locale: Locale;
  copy: CommonCopy['footer']['newsletter'];
}) {
  const common = useFormCommonCopy();
  const form = useEntityForm({
    entity: 'NewsletterSubscriber',
    form: 'newsletter',
    locale,
    initialValues: { email: '', consent: false as boolean },
  });
  const { messages, errors } = form;
  const ids = { title: form.fieldId('title'), email: form.fieldId('email') };
  const consentId = form.fieldId('consent');
  const errorProps = (id: string, message?: string) => ({
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  });
  return (
    <section
      aria-labelledby={ids.title}
      className="rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8"
    >
      <h2 id={ids.title} className="text-lg font-semibold text-white">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{copy.text}</p>
      {form.status === 'submitted' && messages ? (
        <div className="mt-5">
          <FormSuccess tone="dark" {...messages.newsletter.success} />
        </div>
      ) : (
        <form {...form.formProps} aria-labelledby={ids.title} className="relative mt-5">
          <label htmlFor={ids.email} className="block text-sm font-medium text-slate-200">
            {copy.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 sm:flex-1">
              <input
                id={ids.email}
                type="email"
                name="email"
                autoComplete="email"
                required
                placeholder={copy.emailPlaceholder}
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
                onBlur={() => form.onBlur('email')}
                {...errorProps(ids.email, errors.email)}
                className={INPUT}
              />
              <FieldError
                id={ids.email}
                prefix={messages?.errorPrefix ?? ''}
                message={errors.email}
                tone="dark"
              />
            </div>
            <SubmitButton
              label={copy.subscribe}
              sendingLabel={messages?.sending}
              sending={form.status === 'submitting'}
              disabled={form.submitDisabled}
              className="shrink-0 rounded-lg! shadow-none!"
            />
          </div>
          <div className="mt-4 flex items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              name="consent"
              required
              checked={form.values.consent}
              onChange={(event) => form.setValue('consent', event.target.checked)}
              onBlur={() => form.onBlur('consent')}
              {...errorProps(consentId, errors.consent)}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
            <div>
              <label htmlFor={consentId} className="text-sm text-slate-300">
                {copy.consent}
              </label>
              <FieldError
                id={consentId}
                prefix={messages?.errorPrefix ?? ''}
                message={errors.consent}
                tone="dark"
              />
            </div>
          </div>
          <HoneypotField id={form.fieldId('website')} label={common.honeypotLabel} />
          {form.offline ? <OfflineNotice tone="dark" /> : null}
        </form>
      )}
      <div className="mt-5">
        <PrivacyNotice locale={locale} text={copy.privacy} tone="dark" />
      </div>
    </section>
  );
}

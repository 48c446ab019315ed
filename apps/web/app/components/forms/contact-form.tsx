import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import { useCommonCopy } from '../../i18n/use-common-copy';
import type { FormLabels } from '../../i18n/forms-copy';
import { FormSuccess } from '../ui/form-success';
import { HoneypotField } from '../ui/honeypot-field';
import { OfflineNotice } from '../ui/offline-notice';
import { SubmitButton } from '../ui/submit-button';
import { fieldText } from './field-parts';
import { FormCard } from './form-card';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';

interface ContactFormProps {
  locale: Locale;
  copy: FormsCopy['contact'];
  labels: FormLabels;
}

/** The contact form (SPEC §2): name, email and message, all three required by the server. */
export function ContactForm({ locale, copy, labels }: ContactFormProps) {
  const { honeypotLabel } = useCommonCopy();
  const form = useEntityForm({
    entity: 'ContactMessage',
    form: 'contact',
    locale,
    initialValues: { name: '', email: '', message: '' },
  });
  const field = (name: 'name' | 'email' | 'message') => ({
    ...fieldText(copy.fields[name]),
    id: form.fieldId(name),
    name,
    required: true,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.onBlur(name),
    error: form.errors[name],
    errorPrefix: labels.errorPrefix,
  });
  const titleId = form.fieldId('title');
  return (
    <FormCard id={titleId} title={copy.title} locale={locale} privacy={copy.privacy}>
      {form.status === 'submitted' ? (
        <FormSuccess {...copy.success} />
      ) : (
        <form {...form.formProps} aria-labelledby={titleId} className="relative grid gap-5">
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <TextField {...field('message')} multiline autoComplete="off" />
          <HoneypotField id={form.fieldId('website')} label={honeypotLabel} />
          <SubmitButton
            label={copy.submit}
            sendingLabel={labels.sending}
            sending={form.status === 'submitting'}
            disabled={form.submitDisabled}
          />
          {form.offline ? <OfflineNotice /> : null}
        </form>
      )}
    </FormCard>
  );
}

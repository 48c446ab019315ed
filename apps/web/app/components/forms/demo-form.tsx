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

const FIELDS = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'company', autoComplete: 'organization', required: true },
  { name: 'phone', autoComplete: 'tel', required: false, type: 'tel' },
] as const;

interface DemoFormProps {
  locale: Locale;
  copy: FormsCopy['demo'];
  labels: FormLabels;
}

/** The demo request (SPEC §2): full name, work email and company required, phone optional. */
export function DemoForm({ locale, copy, labels }: DemoFormProps) {
  const { honeypotLabel } = useCommonCopy();
  const form = useEntityForm({
    entity: 'DemoRequest',
    form: 'demo',
    locale,
    initialValues: { name: '', email: '', company: '', phone: '' },
  });
  const titleId = form.fieldId('title');
  return (
    <FormCard id={titleId} title={copy.title} locale={locale} privacy={copy.privacy}>
      {form.status === 'submitted' ? (
        <FormSuccess {...copy.success} />
      ) : (
        <form {...form.formProps} aria-labelledby={titleId} className="relative grid gap-5">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              {...fieldText(copy.fields[field.name])}
              id={form.fieldId(field.name)}
              value={form.values[field.name]}
              onChange={(value) => form.setValue(field.name, value)}
              onBlur={() => form.onBlur(field.name)}
              error={form.errors[field.name]}
              optionalLabel={labels.optional}
              errorPrefix={labels.errorPrefix}
            />
          ))}
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

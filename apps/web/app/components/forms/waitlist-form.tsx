import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import { useCommonCopy } from '../../i18n/use-common-copy';
import type { FormLabels } from '../../i18n/forms-copy';
import { FormSuccess } from '../ui/form-success';
import { HoneypotField } from '../ui/honeypot-field';
import { OfflineNotice } from '../ui/offline-notice';
import { SubmitButton } from '../ui/submit-button';
import { CheckboxGroup, SelectField } from './choice-fields';
import { fieldText } from './field-parts';
import { FormCard } from './form-card';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name', required: true },
  { name: 'email', autoComplete: 'email', required: true, type: 'email' },
  { name: 'company', autoComplete: 'organization', required: true },
  { name: 'role', autoComplete: 'organization-title', required: false },
] as const;

interface WaitlistFormProps {
  locale: Locale;
  copy: FormsCopy['waitlist'];
  labels: FormLabels;
}

/**
 * SPEC §2/§5 waitlist form: first name, last name, email and company required; role, number of
 * screens and interests optional; the language is the page's.
 */
export function WaitlistForm({ locale, copy, labels }: WaitlistFormProps) {
  const { honeypotLabel } = useCommonCopy();
  const form = useEntityForm({
    entity: 'WaitlistSubscriber',
    form: 'waitlist',
    locale,
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      role: '',
      screensCount: '',
      interests: [] as string[],
    },
  });
  const shared = { optionalLabel: labels.optional, errorPrefix: labels.errorPrefix };
  const field = <K extends 'screensCount' | 'interests'>(name: K) => ({
    ...shared,
    id: form.fieldId(name),
    name,
    value: form.values[name],
    onChange: (value: (typeof form.values)[K]) => form.setValue(name, value),
    onBlur: () => form.onBlur(name),
    error: form.errors[name],
  });
  const titleId = form.fieldId('title');
  return (
    <FormCard id={titleId} title={copy.title} locale={locale} privacy={copy.privacy}>
      {form.status === 'submitted' ? (
        <FormSuccess {...copy.success} />
      ) : (
        <form
          {...form.formProps}
          aria-labelledby={titleId}
          className="relative grid gap-5 sm:grid-cols-2"
        >
          {TEXT_FIELDS.map((text) => (
            <TextField
              key={text.name}
              {...shared}
              {...text}
              {...fieldText(copy.fields[text.name])}
              id={form.fieldId(text.name)}
              value={form.values[text.name]}
              onChange={(value) => form.setValue(text.name, value)}
              onBlur={() => form.onBlur(text.name)}
              error={form.errors[text.name]}
            />
          ))}
          <SelectField {...field('screensCount')} {...copy.screensCount} />
          <CheckboxGroup {...field('interests')} {...copy.interests} className="sm:col-span-2" />
          <HoneypotField id={form.fieldId('website')} label={honeypotLabel} />
          <SubmitButton
            label={copy.submit}
            sendingLabel={labels.sending}
            sending={form.status === 'submitting'}
            disabled={form.submitDisabled}
            className="sm:col-span-2"
          />
          {form.offline ? <OfflineNotice /> : null}
        </form>
      )}
    </FormCard>
  );
}

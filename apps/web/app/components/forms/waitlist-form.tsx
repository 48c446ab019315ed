import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import type { FormLabels } from '../../i18n/forms-copy';
import { EntityFormFrame } from './entity-form-frame';
import { CheckboxGroup, SelectField } from './choice-fields';
import { fieldText } from './field-parts';
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
 * The waitlist form (docs/product.md §2.12, §5.1): first name, last name, email and company
 * required; role, number of screens and interests optional; the language is the page's.
 */
export function WaitlistForm({ locale, copy, labels }: WaitlistFormProps) {
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
  return (
    <EntityFormFrame
      form={form}
      copy={copy}
      locale={locale}
      labels={labels}
      className="relative grid gap-5 sm:grid-cols-2"
      submitClassName="sm:col-span-2"
    >
      {TEXT_FIELDS.map((text) => (
        <TextField
          key={text.name}
          {...shared}
          {...text}
          {...form.bind(text.name)}
          {...fieldText(copy.fields[text.name])}
        />
      ))}
      <SelectField {...shared} {...form.bind('screensCount')} {...copy.screensCount} />
      <CheckboxGroup
        {...shared}
        {...form.bind('interests')}
        {...copy.interests}
        className="sm:col-span-2"
      />
    </EntityFormFrame>
  );
}

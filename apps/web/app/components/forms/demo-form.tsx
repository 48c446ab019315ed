import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import type { FormLabels } from '../../i18n/forms-copy';
import { EntityFormFrame } from './entity-form-frame';
import { fieldText } from './field-parts';
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

/**
 * The demo request (docs/product.md §2.11): full name, work email and company required, phone
 * optional.
 */
export function DemoForm({ locale, copy, labels }: DemoFormProps) {
  const form = useEntityForm({
    entity: 'DemoRequest',
    form: 'demo',
    locale,
    initialValues: { name: '', email: '', company: '', phone: '' },
  });
  return (
    <EntityFormFrame
      form={form}
      copy={copy}
      locale={locale}
      labels={labels}
      className="relative grid gap-5"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          {...form.bind(field.name)}
          {...fieldText(copy.fields[field.name])}
          optionalLabel={labels.optional}
          errorPrefix={labels.errorPrefix}
        />
      ))}
    </EntityFormFrame>
  );
}

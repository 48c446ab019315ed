import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import type { FormLabels } from '../../i18n/forms-copy';
import { EntityFormFrame } from './entity-form-frame';
import { fieldText } from './field-parts';
import { TextField } from './text-field';
import { useEntityForm } from './use-entity-form';

interface ContactFormProps {
  locale: Locale;
  copy: FormsCopy['contact'];
  labels: FormLabels;
}

/**
 * The contact form (docs/product.md §2.10): name, email and message, all three required by the
 * server.
 */
export function ContactForm({ locale, copy, labels }: ContactFormProps) {
  const form = useEntityForm({
    entity: 'ContactMessage',
    form: 'contact',
    locale,
    initialValues: { name: '', email: '', message: '' },
  });
  const field = (name: 'name' | 'email' | 'message') => ({
    ...form.bind(name),
    ...fieldText(copy.fields[name]),
    required: true,
    errorPrefix: labels.errorPrefix,
  });
  return (
    <EntityFormFrame
      form={form}
      copy={copy}
      locale={locale}
      labels={labels}
      className="relative grid gap-5"
    >
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('message')} multiline autoComplete="off" />
    </EntityFormFrame>
  );
}

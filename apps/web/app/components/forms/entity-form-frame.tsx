import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import type { FormsCopy } from '../../content/fr/forms';
import { useFormCommonCopy } from '../../i18n/form-common-copy';
import type { FormLabels } from '../../i18n/forms-copy';
import { FormSuccess } from '../ui/form-success';
import { HoneypotField } from '../ui/honeypot-field';
import { OfflineNotice } from '../ui/offline-notice';
import { SubmitButton } from '../ui/submit-button';
import { FormCard } from './form-card';
import type { useEntityForm } from './use-entity-form';

type EntityForm = Pick<
  ReturnType<typeof useEntityForm>,
  'status' | 'formProps' | 'fieldId' | 'submitDisabled' | 'offline'
>;

type PageFormCopy = Pick<FormsCopy['contact'], 'title' | 'privacy' | 'success' | 'submit'>;

interface EntityFormFrameProps {
  form: EntityForm;
  copy: PageFormCopy;
  locale: Locale;
  labels: FormLabels;
  /** The `<form>` grid (one or two columns). */
  className: string;
  submitClassName?: string;
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * What the waitlist, contact and demo forms share: the card with its privacy notice, the success
 * message once sent, and around the fields the honeypot, the submit button and the offline notice.
 */
export function EntityFormFrame({
  form,
  copy,
  locale,
  labels,
  className,
  submitClassName,
  children,
}: EntityFormFrameProps) {
  const { honeypotLabel } = useFormCommonCopy();
  const titleId = form.fieldId('title');
  return (
    <FormCard id={titleId} title={copy.title} locale={locale} privacy={copy.privacy}>
      {form.status === 'submitted' ? (
        <FormSuccess {...copy.success} />
      ) : (
        <form {...form.formProps} aria-labelledby={titleId} className={className}>
          {children}
          <HoneypotField id={form.fieldId('website')} label={honeypotLabel} />
          <SubmitButton
            label={copy.submit}
            sendingLabel={labels.sending}
            sending={form.status === 'submitting'}
            disabled={form.submitDisabled}
            className={submitClassName}
          />
          {form.offline ? <OfflineNotice /> : null}
        </form>
      )}
    </FormCard>
  );
}

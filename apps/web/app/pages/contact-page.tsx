import type { Locale } from '@vitrine/contract/locales';
import { ContactForm } from '../components/forms/contact-form';
import { FormIsland } from '../components/islands/form-island';
import { PageFrame } from '../components/layout/page-frame';
import { ContactInfo } from '../components/sections/forms/contact-info';
import { FormSection } from '../components/sections/forms/form-section';
import type { FormsCopy } from '../content/fr/forms';
import type { PagesCopy } from '../content/fr/pages';
import { useCommonCopy } from '../i18n/use-common-copy';
import type { FormLabels } from '../i18n/forms-copy';

export interface ContactPageCopy {
  page: PagesCopy['contact'];
  form: FormsCopy['contact'];
  labels: FormLabels;
}

/** Contact (docs/product.md §2.10): the company's details and the contact form. */
export function ContactPage({ locale, copy }: { locale: Locale; copy: ContactPageCopy }) {
  const contact = copy.page;
  const { details } = copy.form;
  return (
    <PageFrame heading={contact.heading} intro={contact.intro} compact>
      <FormSection
        labelledBy="contact-details-title"
        aside={
          <ContactInfo
            titleId="contact-details-title"
            title={details.title}
            text={details.text}
            contact={useCommonCopy().footer.contact}
          />
        }
      >
        <FormIsland
          name="contact-form"
          locale={locale}
          copy={{ form: copy.form, labels: copy.labels }}
        >
          <ContactForm locale={locale} copy={copy.form} labels={copy.labels} />
        </FormIsland>
      </FormSection>
    </PageFrame>
  );
}

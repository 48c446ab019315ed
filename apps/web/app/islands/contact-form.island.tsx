import { ContactForm } from '../components/forms/contact-form';
import type { FormIslandProps } from '../components/islands/form-island';
import type { ContactPageCopy } from '../pages/contact-page';
import { mountForm } from './forms/mount-form';
import { mountIslands } from './mount-islands';

type Props = FormIslandProps<Pick<ContactPageCopy, 'form' | 'labels'>>;

mountIslands<Props>('contact-form', (root, { locale, common, copy }) =>
  mountForm(root, common, <ContactForm locale={locale} copy={copy.form} labels={copy.labels} />),
);

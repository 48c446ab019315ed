import type { CommonCopy } from '../../content/fr/common';
import type { FormIslandProps } from '../../components/islands/form-island';
import { NewsletterBox } from '../../components/layout/newsletter-box';
import { mountForm } from './mount-form';

/** The footer's sign-up box, rendered over the server's once the visitor first uses it. */
export function mountNewsletterBox(
  root: HTMLElement,
  { locale, common, copy }: FormIslandProps<CommonCopy['footer']['newsletter']>,
) {
  mountForm(root, common, <NewsletterBox locale={locale} copy={copy} />);
}

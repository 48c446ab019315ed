import type { FormIslandProps } from '../components/islands/form-island';
import type { FormsCopy } from '../content/fr/forms';
import { NewsletterLinkPanel } from '../pages/newsletter-link-panel';
import { mountForm } from './forms/mount-form';
import { mountIslands } from './mount-islands';

type Props = FormIslandProps<FormsCopy['newsletterPage']>;

mountIslands<Props>('newsletter-page', (root, { locale, common, copy }) =>
  mountForm(
    root,
    common,
    <NewsletterLinkPanel locale={locale} copy={copy} search={window.location.search} />,
  ),
);

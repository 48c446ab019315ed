import type { Locale } from '@vitrine/contract/locales';
import { FormIsland } from '../components/islands/form-island';
import { PageFrame } from '../components/layout/page-frame';
import type { FormsCopy } from '../content/fr/forms';
import { NewsletterLinkPanel } from './newsletter-link-panel';

/**
 * The page behind the newsletter e-mails' links. Pre-rendered without its query: the
 * `newsletter-page` island reads the link's action and token and shows its button.
 */
export function NewsletterPage({
  locale,
  copy,
}: {
  locale: Locale;
  copy: FormsCopy['newsletterPage'];
}) {
  return (
    <PageFrame heading={copy.heading} compact>
      <FormIsland name="newsletter-page" locale={locale} copy={copy}>
        <NewsletterLinkPanel locale={locale} copy={copy} search="" />
      </FormIsland>
    </PageFrame>
  );
}

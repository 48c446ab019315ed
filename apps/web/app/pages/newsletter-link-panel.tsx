import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { CircleAlert } from 'lucide-react';
import { FormSuccess } from '../components/ui/form-success';
import { OfflineNotice } from '../components/ui/offline-notice';
import { SubmitButton } from '../components/ui/submit-button';
import type { FormsCopy } from '../content/fr/forms';
import { useNewsletterLink, type NewsletterAction } from './use-newsletter-link';

const ACTIONS: readonly NewsletterAction[] = ['confirm', 'unsubscribe'];

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      className="flex gap-4 rounded-2xl bg-amber-50 p-6 text-ink ring-1 ring-amber-200"
    >
      <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
      <div>
        <p className="text-lg font-semibold">{title}</p>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
    </div>
  );
}

/**
 * What the newsletter e-mails' links (`?action=confirm|unsubscribe&token=…`) lead to: the button
 * that acts, or why it cannot. It acts only when pressed, never on load, so link scanners change
 * nothing. `search` is the address's query: empty on the server (the page is pre-rendered), the
 * real one in the `newsletter-page` island.
 */
export function NewsletterLinkPanel({
  locale,
  copy,
  search,
}: {
  locale: Locale;
  copy: FormsCopy['newsletterPage'];
  search: string;
}) {
  const params = new URLSearchParams(search);
  const action = ACTIONS.find((candidate) => candidate === params.get('action'));
  const token = params.get('token') ?? '';
  const link = useNewsletterLink(locale, action, token);
  const body = () => {
    if (!action || token === '') return <Notice {...copy.incomplete} />;
    const texts = copy[action];
    if (link.state === 'done') return <FormSuccess title={texts.doneTitle} text={texts.doneText} />;
    if (link.state === 'invalid') return <Notice {...copy.invalid} />;
    return (
      <div className="flex flex-col items-center gap-6">
        <p className="text-lg text-slate-700">{texts.text}</p>
        <form {...link.formProps}>
          <SubmitButton
            label={texts.button}
            sendingLabel={copy.working}
            sending={link.state === 'working'}
            disabled={link.disabled}
          />
          {link.offline ? <OfflineNotice /> : null}
        </form>
      </div>
    );
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-8 px-4 pb-20 text-center sm:px-6">
      {body()}
      <a
        href={pagePath(locale, 'Home')}
        className="font-medium text-brand underline-offset-4 hover:underline"
      >
        {copy.homeLink}
      </a>
    </div>
  );
}

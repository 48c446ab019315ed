import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { Link } from 'react-router';
import { useConsole } from '../console/console-context';
import { useApiQuery } from '../console/use-api-query';
import { ConsoleHeading } from '../components/console/console-heading';
import { LoadFailure } from '../components/console/load-failure';

type CountKey = keyof ReturnType<typeof useConsole>['copy']['dashboard']['counts'];

const CARDS: { key: CountKey; to: string }[] = [
  { key: 'posts', to: '/admin/blog' },
  { key: 'drafts', to: '/admin/blog' },
  { key: 'waitlist', to: '/admin/leads/waitlist' },
  { key: 'contact', to: '/admin/leads/contact' },
  { key: 'demo', to: '/admin/leads/demo' },
  { key: 'newsletter', to: '/admin/leads/newsletter' },
  { key: 'outbox', to: '/admin/outbox' },
];

async function loadCounts(client: ApiClient, signal: AbortSignal) {
  const { entities } = client;
  const options = { signal };
  const values = await Promise.all([
    entities.BlogPost.count({ published: true }, options),
    entities.BlogPost.count({ published: false }, options),
    entities.WaitlistSubscriber.count(undefined, options),
    entities.ContactMessage.count(undefined, options),
    entities.DemoRequest.count(undefined, options),
    entities.NewsletterSubscriber.count(undefined, options),
    entities.OutboxEmail.count({ status: 'pending' }, options),
  ]);
  return Object.fromEntries(CARDS.map(({ key }, index) => [key, values[index] ?? 0]));
}

/** `/admin`: how many posts, leads and waiting e-mails there are, each a way into its table. */
export function ConsoleDashboardPage() {
  const { client, copy, locale } = useConsole();
  const counts = useApiQuery('counts', (signal) => loadCounts(client, signal));
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB');
  return (
    <>
      <ConsoleHeading title={copy.dashboard.title} intro={copy.dashboard.intro} />
      <LoadFailure query={counts} copy={copy} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CARDS.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand"
            >
              <span className="text-sm text-slate-600">{copy.dashboard.counts[key]}</span>
              <span className="text-3xl font-bold text-ink" data-count={key}>
                {counts.data ? format.format(counts.data[key] ?? 0) : '…'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

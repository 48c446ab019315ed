import type { Locale } from '@vitrine/contract/locales';
import { pagePath, type FeaturePageName } from '@vitrine/contract/site-pages';
import type { FeaturesCopy } from '../../../content/fr/features';
import { Icon } from '../../../shared/icons/icon';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { FEATURE_ICONS } from '../feature/feature-icons';

/** One feature of the overview, with its "Learn more" link to the feature page. */
export function FeatureCard({
  card,
  page,
  locale,
}: {
  card: FeaturesCopy['cards'][number];
  page: FeaturePageName;
  locale: Locale;
}) {
  return (
    <article className="group flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5 transition hover:-translate-y-0.5 hover:border-brand/30 hover:shadow-xl sm:p-8">
      <IconBadge icon={FEATURE_ICONS[page]} />
      <h2 className="text-xl font-semibold text-ink">{card.title}</h2>
      <p className="flex-1 leading-relaxed text-slate-600">{card.description}</p>
      <a
        href={pagePath(locale, page)}
        className="-mx-2 inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-brand hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {/* The name says where the link leads (not just "Learn more"), for screen readers and
            search engines alike; the visible words stay part of it. */}
        <span aria-hidden="true">{card.linkLabel}</span>
        <span className="sr-only">{card.linkAriaLabel}</span>
        <Icon
          name="arrow-right"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </a>
    </article>
  );
}

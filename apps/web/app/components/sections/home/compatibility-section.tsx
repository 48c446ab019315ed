import type { Locale } from '@vitrine/contract/locales';
import type { HomeCopy } from '../../../content/fr/home';
import { formatPercent } from '../../../shared/format/format-number';
import { Icon } from '../../../shared/icons/icon';
import { Container } from '../../../shared/ui/container';
import { ProgressBar } from '../../ui/progress-bar';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { StatList } from '../../../shared/ui/stat-list';

/** Supported platforms, each with its compatibility bar, then three figures. */
export function CompatibilitySection({
  copy,
  locale,
}: {
  copy: HomeCopy['compatibility'];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="home-compatibility-title" className="bg-slate-50 py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="home-compatibility-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {copy.platforms.map((platform) => (
            <li
              key={platform.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <Icon name="tv" className="size-7 text-brand" strokeWidth={1.5} />
              <ProgressBar
                id={`platform-${platform.id}`}
                label={platform.name}
                value={platform.value}
                valueText={formatPercent(platform.value, locale)}
              />
            </li>
          ))}
        </ul>
        <StatList items={copy.stats} columns={3} />
      </Container>
    </section>
  );
}

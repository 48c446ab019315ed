import type { Locale } from '@vitrine/contract/locales';
import type { HomeCopy } from '../../../content/fr/home';
import { formatPercent } from '../../../shared/format/format-number';
import { Container } from '../../../shared/ui/container';
import { ProgressBar } from '../../ui/progress-bar';
import { SectionHeading } from '../../../shared/ui/section-heading';

/** The AI showcase: what the AI does, and four capability bars. */
export function AiShowcaseSection({
  copy,
  locale,
}: {
  copy: HomeCopy['aiShowcase'];
  locale: Locale;
}) {
  return (
    <section
      aria-labelledby="home-ai-title"
      className="relative isolate overflow-hidden bg-ink py-16 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(48rem_28rem_at_100%_50%,rgb(79_70_229/0.35),transparent_65%)]"
      />
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <SectionHeading
          id="home-ai-title"
          eyebrow={copy.badge}
          eyebrowIcon="brain-circuit"
          title={copy.title}
          subtitle={copy.subtitle}
          tone="dark"
          align="start"
        />
        <div className="flex flex-col gap-6 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          {copy.capabilities.map((capability) => (
            <ProgressBar
              key={capability.id}
              id={`capability-${capability.id}`}
              label={capability.label}
              value={capability.value}
              valueText={formatPercent(capability.value, locale)}
              tone="dark"
            />
          ))}
        </div>
      </Container>
    </section>
  );
}

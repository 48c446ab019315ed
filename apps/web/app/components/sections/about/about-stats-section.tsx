import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../ui/container';
import { StatList } from '../../ui/stat-list';

/** The four company figures, on the navy band that continues the hero. */
export function AboutStatsSection({ copy }: { copy: AboutCopy['stats'] }) {
  return (
    <section aria-labelledby="about-stats-title" className="bg-ink pb-16 sm:pb-24">
      <Container className="flex flex-col gap-6">
        <h2
          id="about-stats-title"
          className="text-center text-sm font-semibold tracking-wide text-indigo-100 uppercase"
        >
          {copy.title}
        </h2>
        <StatList items={copy.items} tone="dark" />
      </Container>
    </section>
  );
}

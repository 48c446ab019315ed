import type { FigureView } from '../../site-content/record-views';
import { Container } from '../../ui/container';
import { FigureList } from '../figure-list';

/** The company figures, on the navy band that continues the hero. */
export function AboutStatsSection({
  copy,
  figures,
}: {
  copy: { title: string };
  figures: FigureView[];
}) {
  return (
    <section aria-labelledby="about-stats-title" className="bg-ink pb-16 sm:pb-24">
      <Container className="flex flex-col gap-6">
        <h2
          id="about-stats-title"
          className="text-center text-sm font-semibold tracking-wide text-indigo-100 uppercase"
        >
          {copy.title}
        </h2>
        <FigureList figures={figures} />
      </Container>
    </section>
  );
}

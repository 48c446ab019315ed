import type { FigureView } from '../../site-content/record-views';
import { Container } from '../../ui/container';
import { FigureList } from '../figure-list';

/** Key figures on a navy band. */
export function StatsSection({
  copy,
  figures,
}: {
  copy: { title: string };
  figures: FigureView[];
}) {
  return (
    <section
      aria-labelledby="home-stats-title"
      className="relative isolate overflow-hidden bg-ink py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgb(124_58_237/0.4),transparent_70%)]"
      />
      <Container className="flex flex-col gap-10">
        <h2
          id="home-stats-title"
          className="text-center text-2xl font-bold tracking-tight text-white sm:text-3xl"
        >
          {copy.title}
        </h2>
        <FigureList figures={figures} />
      </Container>
    </section>
  );
}

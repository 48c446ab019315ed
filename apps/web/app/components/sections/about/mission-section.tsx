import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';

/** The mission statement, set large on a soft card. */
export function MissionSection({ copy }: { copy: AboutCopy['mission'] }) {
  return (
    <section aria-labelledby="about-mission-title" className="bg-white pb-16 sm:pb-24">
      <Container>
        <div className="flex flex-col items-center gap-6 rounded-3xl bg-linear-to-br from-indigo-50 via-white to-violet-50 px-6 py-12 text-center ring-1 ring-brand/10 sm:px-12 sm:py-16">
          <IconBadge icon="target" />
          <h2
            id="about-mission-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="max-w-3xl text-lg leading-relaxed text-pretty text-slate-700 sm:text-xl">
            {copy.text}
          </p>
        </div>
      </Container>
    </section>
  );
}

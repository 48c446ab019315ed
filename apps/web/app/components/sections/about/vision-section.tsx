import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';

/** The vision, closing the page on navy. */
export function VisionSection({ copy }: { copy: AboutCopy['vision'] }) {
  return (
    <section
      aria-labelledby="about-vision-title"
      className="relative isolate overflow-hidden bg-ink py-16 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(44rem_22rem_at_50%_120%,rgb(124_58_237/0.5),transparent_70%)]"
      />
      <Container className="flex flex-col items-center gap-6 text-center">
        <IconBadge icon="telescope" tone="glass" />
        <h2
          id="about-vision-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {copy.title}
        </h2>
        <p className="max-w-3xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
          {copy.text}
        </p>
      </Container>
    </section>
  );
}

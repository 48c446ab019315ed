import type { AboutCopy } from '../../../content/fr/about';
import { Badge } from '../../../shared/ui/badge';
import { Container } from '../../../shared/ui/container';

/** About hero: badge, the page's `<h1>` and subtitle, on navy (continued by the stats band). */
export function AboutHeroSection({ copy }: { copy: AboutCopy['hero'] }) {
  return (
    <section
      aria-labelledby="about-title"
      className="relative isolate overflow-hidden bg-ink pt-16 pb-12 sm:pt-24 sm:pb-16"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_-20%,rgb(124_58_237/0.45),transparent_65%)]"
      />
      <Container className="flex flex-col items-center gap-6 text-center">
        <Badge icon="info" tone="dark">
          {copy.badge}
        </Badge>
        <h1
          id="about-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
        >
          {copy.title}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
          {copy.subtitle}
        </p>
      </Container>
    </section>
  );
}

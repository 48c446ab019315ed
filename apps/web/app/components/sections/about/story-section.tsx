import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';

/** How Vitrine started (2023), beside an illustration. */
export function StorySection({ copy }: { copy: AboutCopy['story'] }) {
  return (
    <section aria-labelledby="about-story-title" className="bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start gap-6">
          <IconBadge icon="book-open" tone="soft" />
          <h2
            id="about-story-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {copy.title}
          </h2>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-pretty text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
        <img
          src="/images/about/story.svg"
          alt={copy.imageAlt}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-xl shadow-slate-900/10 ring-1 ring-slate-200"
        />
      </Container>
    </section>
  );
}

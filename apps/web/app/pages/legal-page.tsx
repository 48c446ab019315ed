import { Container } from '../shared/ui/container';
import type { LegalCopy } from '../content/fr/legal';

export type LegalText = LegalCopy['privacy'];

/** A legal page: title, intro and last update, then its sections. */
export function LegalPage({ copy }: { copy: LegalText }) {
  return (
    <article aria-labelledby="legal-title" className="pb-16 sm:pb-24">
      <header className="bg-gradient-to-b from-indigo-50 via-white to-white">
        <Container className="max-w-3xl! pt-16 pb-10 sm:pt-24 sm:pb-12">
          <h1
            id="legal-title"
            className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">{copy.intro}</p>
          <p className="mt-4 text-sm text-slate-600">{copy.updated}</p>
        </Container>
      </header>
      <Container className="flex max-w-3xl! flex-col gap-10">
        {copy.sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2
              id={`legal-${section.id}`}
              className="text-2xl font-semibold tracking-tight text-ink"
            >
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.list.length > 0 ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Container>
    </article>
  );
}

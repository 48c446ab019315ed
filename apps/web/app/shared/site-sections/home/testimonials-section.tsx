import type { TestimonialView } from '../../site-content/record-views';
import { Icon } from '../../icons/icon';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

const AVATAR_BACKGROUNDS = ['from-brand to-accent', 'from-accent to-sky', 'from-sky to-brand'];

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * Customers' words with their star ratings: the stars are drawn, the rating is read as text
 * (`ratingLabel`, with `{rating}`). The columns follow the list's width (`@container`), not the
 * screen's, so the console's preview pane draws them as a page as wide would.
 */
export function TestimonialList({
  items,
  ratingLabel,
}: {
  items: TestimonialView[];
  ratingLabel: string;
}) {
  return (
    <div className="@container">
      <ul className="grid gap-6 @min-[60rem]:grid-cols-3">
        {items.map((item, index) => (
          <li key={index}>
            <figure className="relative flex h-full flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <Icon
                name="quote"
                className="absolute top-6 right-6 size-8 text-brand/15"
                strokeWidth={1.5}
              />
              <p className="flex gap-1 text-amber-600">
                {Array.from({ length: item.rating }, (_, star) => (
                  <Icon key={star} name="star" className="size-5 fill-current" />
                ))}
                <span className="sr-only">
                  {ratingLabel.replace('{rating}', String(item.rating))}
                </span>
              </p>
              <blockquote className="flex-1 leading-relaxed text-pretty text-ink">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-sm font-bold text-white ${
                    AVATAR_BACKGROUNDS[index % AVATAR_BACKGROUNDS.length]
                  }`}
                >
                  {initials(item.name)}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{item.name}</span>
                  <span className="text-sm text-slate-600">{item.role}</span>
                  <span className="text-sm text-slate-600">{item.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Home page's testimonials, under their title. */
export function TestimonialsSection({
  copy,
  items,
}: {
  copy: { title: string; subtitle: string; ratingLabel: string };
  items: TestimonialView[];
}) {
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="home-testimonials-title" title={copy.title} subtitle={copy.subtitle} />
        <TestimonialList items={items} ratingLabel={copy.ratingLabel} />
      </Container>
    </section>
  );
}

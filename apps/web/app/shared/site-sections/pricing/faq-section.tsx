import type { FaqItemView } from '../../site-content/record-views';
import { Icon } from '../../icons/icon';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

/**
 * The questions: each is a native `<details>`, so it opens and closes on its own, with the
 * keyboard, before or without JavaScript. `expanded` opens every answer (the console's preview).
 */
export function FaqList({ items, expanded }: { items: FaqItemView[]; expanded?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      {items.map((item, index) => (
        <details
          key={index}
          open={expanded}
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand/30"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:px-6 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The Pricing page's FAQ, under its title. */
export function FaqSection({ copy, items }: { copy: { title: string }; items: FaqItemView[] }) {
  return (
    <section aria-labelledby="pricing-faq-title" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <div className="mx-auto flex max-w-3xl flex-col gap-10">
          <SectionHeading id="pricing-faq-title" title={copy.title} />
          <FaqList items={items} />
        </div>
      </Container>
    </section>
  );
}

import type { CompanyValueView } from '../../site-content/record-views';
import { Container } from '../../ui/container';
import { IconBadge } from '../../ui/icon-badge';
import { SectionHeading } from '../../ui/section-heading';
import { valueIconName } from './value-icons';

/** The company's values, each with its icon; the columns follow the list's width (`@container`). */
export function ValueList({ values }: { values: CompanyValueView[] }) {
  return (
    <div className="@container">
      <ul className="grid gap-6 @min-[37rem]:grid-cols-2 @min-[60rem]:grid-cols-4">
        {values.map((value, index) => (
          <li
            key={index}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <IconBadge icon={valueIconName(value.icon)} />
            <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
            <p className="leading-relaxed text-slate-600">{value.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The About page's values, under their title. */
export function ValuesSection({
  copy,
  values,
}: {
  copy: { title: string; subtitle: string };
  values: CompanyValueView[];
}) {
  return (
    <section aria-labelledby="about-values-title" className="bg-slate-50 py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="about-values-title" title={copy.title} subtitle={copy.subtitle} />
        <ValueList values={values} />
      </Container>
    </section>
  );
}

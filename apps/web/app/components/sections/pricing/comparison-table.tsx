import { Check, Minus } from 'lucide-react';
import type { ComparisonCell, PricingCopy } from '../../../content/fr/pricing';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

type ComparisonCopy = PricingCopy['comparison'];

/** A cell: text as is; `true`/`false` as an icon plus the hidden word "Included"/"Not included". */
function CellContent({ value, copy }: { value: ComparisonCell; copy: ComparisonCopy }) {
  if (typeof value === 'string') return <>{value}</>;
  if (value) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-brand" strokeWidth={2.5} />
        <span className="sr-only">{copy.yes}</span>
      </>
    );
  }
  return (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
      <span className="sr-only">{copy.no}</span>
    </>
  );
}

/** The Starter / Professional / Enterprise comparison, as a real table (docs/product.md §9.2). */
export function ComparisonTable({ copy }: { copy: ComparisonCopy }) {
  return (
    <section aria-labelledby="pricing-comparison-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-10">
        <SectionHeading id="pricing-comparison-title" title={copy.title} />
        <div
          role="region"
          aria-labelledby="pricing-comparison-caption"
          // The table scrolls sideways on narrow screens; a scrollable region must be focusable so
          // keyboard users can scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative overflow-x-auto rounded-2xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
            <caption id="pricing-comparison-caption" className="sr-only">
              {copy.caption}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-4 font-semibold text-slate-600 sm:px-6">
                  {copy.featureColumn}
                </th>
                {copy.columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className="px-4 py-4 text-center font-semibold text-ink sm:px-6"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {copy.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-4 font-medium text-ink sm:px-6">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={copy.columns[index]?.id ?? index}
                      className="px-4 py-4 text-center text-slate-700 sm:px-6"
                    >
                      <CellContent value={value} copy={copy} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}

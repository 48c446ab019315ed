import type { ComparisonCell, ComparisonRowView } from '../../site-content/record-views';
import { Icon } from '../../icons/icon';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

/** The words around the table: the page's copy on the site, the console's in its preview. */
export interface ComparisonLabels {
  /** Read by screen readers only. */
  caption: string;
  featureColumn: string;
  /** Starter, Professional, Enterprise. */
  columns: { id: string; label: string }[];
  /** The hidden words after the icons of `true` and `false`. */
  yes: string;
  no: string;
}

/** A cell: text as is; `true`/`false` as an icon plus the hidden word "Included"/"Not included". */
function CellContent({ value, labels }: { value: ComparisonCell; labels: ComparisonLabels }) {
  if (typeof value === 'string') return <>{value}</>;
  if (value) {
    return (
      <>
        <Icon name="check" className="mx-auto size-5 text-brand" strokeWidth={2.5} />
        <span className="sr-only">{labels.yes}</span>
      </>
    );
  }
  return (
    <>
      <Icon name="minus" className="mx-auto size-5 text-slate-400" />
      <span className="sr-only">{labels.no}</span>
    </>
  );
}

/** The table itself, scrolling sideways on narrow screens; `captionId` names its region. */
export function ComparisonGrid({
  labels,
  rows,
  captionId,
}: {
  labels: ComparisonLabels;
  rows: ComparisonRowView[];
  captionId: string;
}) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be focusable so keyboard users can scroll it
      // (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
        <caption id={captionId} className="sr-only">
          {labels.caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-4 font-semibold text-slate-600 sm:px-6">
              {labels.featureColumn}
            </th>
            {labels.columns.map((column) => (
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
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row" className="px-4 py-4 font-medium text-ink sm:px-6">
                {row.label}
              </th>
              {row.cells.map((value, index) => (
                <td
                  key={labels.columns[index]?.id ?? index}
                  className="px-4 py-4 text-center text-slate-700 sm:px-6"
                >
                  <CellContent value={value} labels={labels} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Starter / Professional / Enterprise comparison, as a real table (docs/product.md §9.2). */
export function ComparisonTable({
  copy,
  rows,
}: {
  copy: ComparisonLabels & { title: string };
  rows: ComparisonRowView[];
}) {
  return (
    <section aria-labelledby="pricing-comparison-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-10">
        <SectionHeading id="pricing-comparison-title" title={copy.title} />
        <ComparisonGrid labels={copy} rows={rows} captionId="pricing-comparison-caption" />
      </Container>
    </section>
  );
}

import type { BlogCopy } from '../../../content/fr/blog';

/** No card to show: why, and a way back to every article (`allPath`, the plain listing). */
export function BlogEmptyState({
  copy,
  filtered,
  allPath,
}: {
  copy: BlogCopy['listing'];
  filtered: boolean;
  allPath: string;
}) {
  return (
    <div role="status" className="mx-auto mt-16 max-w-md text-center">
      <h2 className="text-2xl font-bold text-ink">{copy.emptyTitle}</h2>
      <p className="mt-3 text-slate-600">{filtered ? copy.emptyFiltered : copy.emptyNone}</p>
      <a
        href={allPath}
        className="mt-6 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {copy.clearFilters}
      </a>
    </div>
  );
}

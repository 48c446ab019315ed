import type { BlogCopy } from '../../../content/fr/blog';

/** A listing page past the last one (or a page number that cannot be one): the way back. */
export function BlogPageMissing({
  copy,
  firstPage,
}: {
  copy: BlogCopy['listing'];
  firstPage: string;
}) {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <h2 className="text-2xl font-bold text-ink">{copy.pageMissingTitle}</h2>
      <p className="mt-3 text-slate-600">{copy.pageMissingText}</p>
      <a
        href={firstPage}
        className="mt-6 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {copy.firstPage}
      </a>
    </div>
  );
}

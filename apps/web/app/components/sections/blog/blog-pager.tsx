import { blogListingSearch, pagerItems, type BlogListing } from '../../../blog/blog-listing';
import type { BlogCopy } from '../../../content/fr/blog';
import { Icon } from '../../../shared/icons/icon';

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const LINK = `${ITEM} text-slate-700 hover:bg-slate-100 hover:text-brand`;
const CURRENT = `${ITEM} bg-brand text-white`;

/**
 * Numbered pages of the listing, as real links (crawlers follow them; each page is rendered by
 * the server), keeping the search and category. Nothing when everything fits on one page.
 */
export function BlogPager({
  listing,
  pages,
  pathname,
  copy,
}: {
  listing: BlogListing;
  pages: number;
  pathname: string;
  copy: BlogCopy['listing']['pagination'];
}) {
  if (pages <= 1) return null;
  const href = (page: number) => `${pathname}${blogListingSearch({ ...listing, page })}`;
  const label = (page: number) => copy.page.replace('{n}', String(page));
  const { page: current } = listing;
  return (
    <nav aria-label={copy.label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev" className={LINK} aria-label={copy.previous}>
              <Icon name="chevron-left" className="size-5" />
            </a>
          </li>
        ) : null}
        {pagerItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" aria-label={label(item)} className={CURRENT}>
                  {item}
                </span>
              ) : (
                <a href={href(item)} aria-label={label(item)} className={LINK}>
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <a href={href(current + 1)} rel="next" className={LINK} aria-label={copy.next}>
              <Icon name="chevron-right" className="size-5" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

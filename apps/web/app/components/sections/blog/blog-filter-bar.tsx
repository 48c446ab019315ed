import { BLOG_CATEGORIES, type BlogCategory } from '@vitrine/contract/entities/field-options';
import { MAX_BLOG_SEARCH, blogListingSearch, type BlogListing } from '../../../blog/blog-listing';
import type { BlogCopy } from '../../../content/fr/blog';
import { Icon } from '../../../shared/icons/icon';

const PILL =
  'rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const PILL_ON = 'border-brand bg-brand text-white';
const PILL_OFF = 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand';

export interface BlogFilterBarProps {
  copy: BlogCopy;
  /** The listing's address, without its query. */
  pathname: string;
  listing: BlogListing;
}

/**
 * The search box and the categories ('All' plus the five categories of docs/product.md §9.1). The
 * box is a GET form and the categories are links, keeping the search: everything works without
 * JavaScript; the `blog-search` island adds searching as the visitor types.
 */
export function BlogFilterBar({ copy, pathname, listing }: BlogFilterBarProps) {
  const { listing: words } = copy;
  const { q, category } = listing;
  const options: { value: BlogCategory | ''; label: string }[] = [
    { value: '', label: words.allArticles },
    ...BLOG_CATEGORIES.map((value) => ({ value, label: copy.categories[value] })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        method="get"
        action={pathname}
        className="relative mx-auto w-full max-w-xl"
      >
        <label htmlFor="blog-search" className="sr-only">
          {words.searchLabel}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_BLOG_SEARCH}
          placeholder={words.searchPlaceholder}
          className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
        />
        {category !== '' ? <input type="hidden" name="category" value={category} /> : null}
      </form>
      <nav aria-label={words.categoriesLabel} data-blog-categories="">
        <ul className="flex flex-wrap justify-center gap-2">
          {options.map(({ value, label }) => (
            <li key={value || 'all'}>
              <a
                href={`${pathname}${blogListingSearch({ q, category: value, page: 1 })}`}
                aria-current={category === value ? 'true' : undefined}
                className={`inline-flex ${PILL} ${category === value ? PILL_ON : PILL_OFF}`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

import { BLOG_CATEGORIES, type BlogCategory } from '@vitrine/contract/entities/field-options';
import { Search } from 'lucide-react';
import { MAX_BLOG_SEARCH } from '../../../blog/blog-listing';
import type { BlogCopy } from '../../../content/fr/blog';

const PILL =
  'rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const PILL_ON = 'border-brand bg-brand text-white';
const PILL_OFF = 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand';

export interface BlogFilterBarProps {
  copy: BlogCopy;
  text: string;
  category: BlogCategory | '';
  onType: (text: string) => void;
  onSubmit: () => void;
  onChoose: (category: BlogCategory | '') => void;
}

/**
 * The search box and the category buttons ('All' plus the five categories of docs/product.md
 * §9.1). The box is a GET form, so it searches without JavaScript too.
 */
export function BlogFilterBar({
  copy,
  text,
  category,
  onType,
  onSubmit,
  onChoose,
}: BlogFilterBarProps) {
  const { listing } = copy;
  const options: { value: BlogCategory | ''; label: string }[] = [
    { value: '', label: listing.allArticles },
    ...BLOG_CATEGORIES.map((value) => ({ value, label: copy.categories[value] })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        method="get"
        className="relative mx-auto w-full max-w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="blog-search" className="sr-only">
          {listing.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="blog-search"
          type="search"
          name="q"
          value={text}
          maxLength={MAX_BLOG_SEARCH}
          placeholder={listing.searchPlaceholder}
          onChange={(event) => onType(event.target.value)}
          className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
        />
        {category !== '' ? <input type="hidden" name="category" value={category} /> : null}
      </form>
      <div
        role="group"
        aria-label={listing.categoriesLabel}
        className="flex flex-wrap justify-center gap-2"
      >
        {options.map(({ value, label }) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={category === value}
            onClick={() => onChoose(value)}
            className={`${PILL} ${category === value ? PILL_ON : PILL_OFF}`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

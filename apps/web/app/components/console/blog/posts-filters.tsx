import { Search } from 'lucide-react';
import { LOCALES } from '@vitrine/contract/locales';
import { useState, type FormEvent } from 'react';
import type { ConsoleBlogCopy } from '../../../content/fr/console-blog';
import { STATUSES, type PostFilters } from '../../../console/blog/posts-query';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../console-field';
import { BUTTON } from './button-styles';
import { SelectField } from '../select-field';

interface PostsFiltersProps {
  filters: PostFilters;
  onChange: (filters: PostFilters) => void;
  copy: ConsoleBlogCopy;
  searchLabel: string;
}

/** Search on title or slug (on submit), language and status (at once); back to page 1. */
export function PostsFilters({ filters, onChange, copy, searchLabel }: PostsFiltersProps) {
  const [text, setText] = useState(filters.search);
  // A search changed from outside (cleared filters, back button) shows in the box.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setText(filters.search);
  }
  const apply = (patch: Partial<PostFilters>) => onChange({ ...filters, page: 1, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: text.trim() });
  };
  return (
    <div className="mt-6 grid grid-cols-2 items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <form
        role="search"
        onSubmit={submit}
        className="col-span-2 flex items-end gap-2 md:col-span-1"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="posts-search" className={CONSOLE_LABEL}>
            {copy.list.searchLabel}
          </label>
          <input
            id="posts-search"
            type="search"
            value={text}
            maxLength={100}
            placeholder={copy.list.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
            className={`${CONSOLE_CONTROL} min-h-11`}
          />
        </div>
        <button type="submit" className={BUTTON.secondary}>
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{searchLabel}</span>
        </button>
      </form>
      <SelectField
        id="posts-language"
        label={copy.list.languageFilter}
        value={filters.language}
        onChange={(value) => apply({ language: value as PostFilters['language'] })}
        options={[
          { value: '', label: copy.list.allLanguages },
          ...LOCALES.map((locale) => ({ value: locale, label: copy.languages[locale] })),
        ]}
      />
      <SelectField
        id="posts-status"
        label={copy.list.statusFilter}
        value={filters.status}
        onChange={(value) => apply({ status: value as PostFilters['status'] })}
        options={[
          { value: '', label: copy.list.allStatuses },
          ...STATUSES.map((status) => ({ value: status, label: copy.status[status] })),
        ]}
      />
    </div>
  );
}

import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { STATUSES } from '../posts-query';
import { FilterBar } from '../../shared/table/filter-bar';

/** Search on title or slug, language and status of the posts list. */
export function PostsFilters({
  copy,
  searchLabel,
}: {
  copy: ConsoleBlogCopy;
  searchLabel: string;
}) {
  const { list } = copy;
  return (
    <FilterBar
      search={{ id: 'posts-search', label: list.searchLabel, placeholder: list.searchPlaceholder }}
      submitLabel={searchLabel}
      selects={[
        {
          key: 'language',
          id: 'posts-language',
          label: list.languageFilter,
          anyLabel: list.allLanguages,
          options: LOCALES.map((id) => ({ id, label: copy.languages[id] })),
        },
        {
          key: 'status',
          id: 'posts-status',
          label: list.statusFilter,
          anyLabel: list.allStatuses,
          options: STATUSES.map((id) => ({ id, label: copy.status[id] })),
        },
      ]}
    />
  );
}

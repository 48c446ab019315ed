import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import type { LeadKind } from '../../../console/leads/lead-kinds';
import type { LeadFilters as Filters } from '../../../console/leads/lead-query';
import type { ListParams } from '../../../console/leads/use-list-params';
import { FilterBar, type SelectFilterSpec } from '../table/filter-bar';

interface LeadFiltersProps {
  kind: LeadKind;
  copy: ConsoleLeadsCopy;
  list: ListParams<keyof Filters>;
}

type LeadSelect = SelectFilterSpec<Exclude<keyof Filters, 'q'>>;

/** Search box and filters of a lead table: language for all, screens and interest for the waitlist. */
export function LeadFilters({ kind, copy, list }: LeadFiltersProps) {
  const { filters: words } = copy;
  const language: LeadSelect = {
    key: 'language',
    id: 'lead-language',
    label: words.language,
    anyLabel: words.allLanguages,
    options: LOCALES.map((id) => ({ id, label: copy.values.languages[id] })),
  };
  const waitlistOnly: LeadSelect[] = [
    {
      key: 'screens',
      id: 'lead-screens',
      label: words.screens,
      anyLabel: words.allScreens,
      options: copy.screensOptions,
    },
    {
      key: 'interest',
      id: 'lead-interest',
      label: words.interest,
      anyLabel: words.allInterests,
      options: copy.interestOptions,
    },
  ];
  return (
    <FilterBar
      words={words}
      search={{ id: 'lead-search', placeholder: copy.kinds[kind].searchPlaceholder }}
      selects={kind === 'waitlist' ? [language, ...waitlistOnly] : [language]}
      list={list}
    />
  );
}

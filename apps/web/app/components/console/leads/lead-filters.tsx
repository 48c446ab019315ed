import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../../../content/fr/console-leads';
import type { LeadKind } from '../../../console/leads/lead-kinds';
import { SEARCH_MAX_LENGTH, type LeadFilters as Filters } from '../../../console/leads/lead-query';
import { ClearButton, SearchFilter, SelectFilter } from '../table/filter-controls';

interface LeadFiltersProps {
  kind: LeadKind;
  copy: ConsoleLeadsCopy;
  filters: Filters;
  active: boolean;
  onChange: (key: keyof Filters, value: string) => void;
  onClear: () => void;
}

/** Search box and filters of a lead table: language for all, screens and interest for the waitlist. */
export function LeadFilters({ kind, copy, filters, active, onChange, onClear }: LeadFiltersProps) {
  const { filters: words } = copy;
  const languages = LOCALES.map((id) => ({ id, label: copy.values.languages[id] }));
  return (
    <form
      role="search"
      aria-label={words.label}
      onSubmit={(event) => event.preventDefault()}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      <SearchFilter
        id="lead-search"
        label={words.search}
        placeholder={copy.kinds[kind].searchPlaceholder}
        value={filters.q}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => onChange('q', text)}
      />
      <SelectFilter
        id="lead-language"
        label={words.language}
        anyLabel={words.allLanguages}
        options={languages}
        value={filters.language}
        onChange={(value) => onChange('language', value)}
      />
      {kind === 'waitlist' ? (
        <>
          <SelectFilter
            id="lead-screens"
            label={words.screens}
            anyLabel={words.allScreens}
            options={copy.screensOptions}
            value={filters.screens}
            onChange={(value) => onChange('screens', value)}
          />
          <SelectFilter
            id="lead-interest"
            label={words.interest}
            anyLabel={words.allInterests}
            options={copy.interestOptions}
            value={filters.interest}
            onChange={(value) => onChange('interest', value)}
          />
        </>
      ) : null}
      {active ? <ClearButton label={words.reset} onClear={onClear} /> : null}
    </form>
  );
}

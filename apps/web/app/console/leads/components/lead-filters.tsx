import { LEAD_STATUSES } from '@vitrine/contract/entities/field-options';
import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../content/fr/console-leads';
import type { LeadKind } from '../lead-kinds';
import { BOUNCING_OPTIONS, CONFIRMED_OPTIONS, isWorkedKind } from '../lead-query';
import { useLeadWorkCopy } from '../use-lead-work-copy';
import { FilterBar, type SelectFilterSpec } from '../../shared/table/filter-bar';
import { LeadPeriodFilter } from './lead-period-filter';
import { LeadSortSelect } from './lead-sort-select';

/**
 * Search box and filters of a lead table: status for contact messages and demo requests,
 * language and period for all, screens and interest for the waitlist, confirmation and failing
 * addresses for the newsletter; on phones, where there are no column headers, the sort too.
 */
export function LeadFilters({ kind, copy }: { kind: LeadKind; copy: ConsoleLeadsCopy }) {
  const work = useLeadWorkCopy();
  const { filters: words } = copy;
  const status: SelectFilterSpec = {
    key: 'status',
    id: 'lead-status',
    label: work.filters.status,
    anyLabel: work.filters.allStatuses,
    options: LEAD_STATUSES.map((id) => ({ id, label: work.statuses[id] })),
  };
  const language: SelectFilterSpec = {
    key: 'language',
    id: 'lead-language',
    label: words.language,
    anyLabel: words.allLanguages,
    options: LOCALES.map((id) => ({ id, label: copy.values.languages[id] })),
  };
  const waitlistOnly: SelectFilterSpec[] = [
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
  const newsletterOnly: SelectFilterSpec[] = [
    {
      key: 'confirmed',
      id: 'lead-confirmed',
      label: words.confirmed,
      anyLabel: words.allConfirmed,
      options: CONFIRMED_OPTIONS.map((id) => ({ id, label: copy.confirmedOptions[id] })),
    },
    {
      key: 'bouncing',
      id: 'lead-bouncing',
      label: words.bouncing,
      anyLabel: words.allBouncing,
      options: BOUNCING_OPTIONS.map((id) => ({ id, label: copy.bouncingOptions[id] })),
    },
  ];
  const selects =
    kind === 'waitlist'
      ? [language, ...waitlistOnly]
      : kind === 'newsletter'
        ? [language, ...newsletterOnly]
        : isWorkedKind(kind)
          ? [status, language]
          : [language];
  return (
    <FilterBar
      label={words.label}
      search={{
        id: 'lead-search',
        label: words.search,
        placeholder: copy.kinds[kind].searchPlaceholder,
      }}
      selects={selects}
      resetLabel={words.reset}
    >
      <LeadPeriodFilter copy={work.filters} />
      <LeadSortSelect kind={kind} copy={work.filters} />
    </FilterBar>
  );
}

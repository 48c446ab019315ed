import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleLeadsCopy } from '../../content/fr/console-leads';
import type { LeadKind } from '../../leads/lead-kinds';
import { BOUNCING_OPTIONS, CONFIRMED_OPTIONS } from '../../leads/lead-query';
import { FilterBar, type SelectFilterSpec } from '../table/filter-bar';

/**
 * Search box and filters of a lead table: language for all, screens and interest for the
 * waitlist, confirmation and failing addresses for the newsletter.
 */
export function LeadFilters({ kind, copy }: { kind: LeadKind; copy: ConsoleLeadsCopy }) {
  const { filters: words } = copy;
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
    />
  );
}

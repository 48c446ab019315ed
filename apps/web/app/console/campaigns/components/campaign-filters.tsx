import { NEWSLETTER_CAMPAIGN_STATUSES } from '@vitrine/contract/entities/newsletter-campaign';
import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { FilterBar } from '../../shared/table/filter-bar';

/** Search in the subject, status and language of the campaigns list. */
export function CampaignFilters({ copy }: { copy: ConsoleCampaignsCopy }) {
  const { list } = copy;
  return (
    <FilterBar
      label={list.filtersLabel}
      search={{
        id: 'campaigns-search',
        label: list.searchLabel,
        placeholder: list.searchPlaceholder,
      }}
      selects={[
        {
          key: 'status',
          id: 'campaigns-status',
          label: list.statusFilter,
          anyLabel: list.allStatuses,
          options: NEWSLETTER_CAMPAIGN_STATUSES.map((id) => ({ id, label: copy.statuses[id] })),
        },
        {
          key: 'language',
          id: 'campaigns-language',
          label: list.languageFilter,
          anyLabel: list.allLanguages,
          options: LOCALES.map((id) => ({ id, label: copy.languages[id] })),
        },
      ]}
      resetLabel={list.reset}
    />
  );
}

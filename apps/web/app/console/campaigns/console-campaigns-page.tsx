import { Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { CampaignSummary } from './campaigns-query';
import { useCampaignsCopy } from './use-campaigns-copy';
import { BUTTON } from '../shared/ui/button-styles';
import { campaignColumns } from './components/campaign-columns';
import { CampaignFilters } from './components/campaign-filters';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ListEmpty } from '../shared/ui/list-empty';
import { LoadFailure } from '../shared/ui/load-failure';
import { ListTable } from '../shared/table/list-table';
import { useConsole } from '../shared/console-context';
import type { ListPage } from '../shared/lists/load-list';
import { useListSearch } from '../shared/lists/use-list-search';
import type { Loaded } from '../shared/session';

/** `/admin/campaigns`: every newsletter campaign, newest first, searchable and filtered. */
export function ConsoleCampaignsPage({ loaded }: { loaded: Loaded<ListPage<CampaignSummary>> }) {
  const { locale } = useConsole();
  const copy = useCampaignsCopy();
  const search = useListSearch();
  const list = loaded.data;
  return (
    <>
      <ConsoleHeading
        title={copy.list.title}
        intro={copy.list.intro}
        actions={
          <Link to="/admin/campaigns/new" className={BUTTON.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {copy.list.newCampaign}
          </Link>
        }
      />
      <CampaignFilters copy={copy} />
      {list ? (
        <ListTable
          caption={copy.list.caption}
          pagingLabel={copy.list.pagingLabel}
          list={list}
          columns={campaignColumns(copy, locale)}
          empty={
            <ListEmpty
              icon={Megaphone}
              filtered={list.filtered}
              copy={copy.list}
              clearLabel={copy.list.reset}
              onClear={search.clear}
              create={{ to: '/admin/campaigns/new', label: copy.list.newCampaign }}
            />
          }
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
    </>
  );
}

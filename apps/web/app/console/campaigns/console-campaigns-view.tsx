import type { CampaignsRouteData } from './campaign-route';
import { ConsoleCampaignEditorPage } from './console-campaign-editor-page';
import { ConsoleCampaignsPage } from './console-campaigns-page';

/** `/admin/campaigns` and `/admin/campaigns/:id`: the list, or one campaign's editor. */
export function ConsoleCampaignsView({ data }: { data: CampaignsRouteData }) {
  return data.view === 'list' ? (
    <ConsoleCampaignsPage loaded={data.loaded} />
  ) : (
    <ConsoleCampaignEditorPage loaded={data.loaded} />
  );
}

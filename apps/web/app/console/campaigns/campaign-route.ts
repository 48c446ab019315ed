import { readFilters } from '../shared/lists/list-query';
import { consoleClient } from '../shared/console-client';
import { loadList } from '../shared/lists/load-list';
import { campaignEditorAction } from './campaign-action';
import {
  CAMPAIGN_FILTER_KEYS,
  CAMPAIGN_LIST_FIELDS,
  campaignsQuery,
  type CampaignSummary,
} from './campaigns-query';
import { loadEditorCampaign } from './load-campaign';

/** The id in `/admin/campaigns/:id` that opens an empty editor. */
export const NEW_CAMPAIGN = 'new';

/**
 * What `/admin/campaigns` (the list) and `/admin/campaigns/:id` (`new` or a campaign: the
 * editor) load, loaded on demand by the route.
 */
export async function loadCampaignsRoute(request: Request, id: string | undefined) {
  if (id === undefined) {
    const filters = readFilters(new URL(request.url).searchParams, CAMPAIGN_FILTER_KEYS);
    const source = consoleClient().entities.NewsletterCampaign;
    const loaded = await loadList<CampaignSummary>(
      request,
      source,
      campaignsQuery(filters),
      CAMPAIGN_LIST_FIELDS,
    );
    return { view: 'list' as const, loaded };
  }
  const loaded = await loadEditorCampaign(request, id === NEW_CAMPAIGN ? undefined : id);
  return { view: 'editor' as const, loaded };
}

export type CampaignsRouteData = Awaited<ReturnType<typeof loadCampaignsRoute>>;

/** The editor's changes (the list has none). */
export const campaignsRouteAction = (request: Request, id: string | undefined) =>
  campaignEditorAction(request, id === NEW_CAMPAIGN ? undefined : id);

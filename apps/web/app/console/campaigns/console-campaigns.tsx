import { lazy, Suspense } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { consoleCampaignsCopy as campaignsEn } from './content/en/console-campaigns';
import { consoleCampaignsCopy as campaignsFr } from './content/fr/console-campaigns';
import { CONSOLE_LAYOUT_ID } from '../shared/console-routes';
import type { Route } from './+types/console-campaigns';

// With `routeDiscovery: 'initial'`, every page of the site carries the route list, and each
// route's static imports with it: this module imports only what is its own, and the rest of the
// campaign pages comes with their first load.
const loadView = () => import('./console-campaigns-view');
const loadData = () => import('./campaign-route');
const ConsoleCampaignsView = lazy(() =>
  loadView().then((module) => ({ default: module.ConsoleCampaignsView })),
);

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const layout = matches.find((match) => match?.id === CONSOLE_LAYOUT_ID)?.loaderData as
    { locale?: string; copy?: { title?: string } } | undefined;
  const { list, editor } = layout?.locale === 'en' ? campaignsEn : campaignsFr;
  const page = !params.id ? list.title : params.id === 'new' ? editor.newTitle : editor.editTitle;
  const site = layout?.copy?.title;
  return [
    { title: site ? `${page} · ${site}` : page },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([loadData(), loadView()]);
  return data.loadCampaignsRoute(request, params.id);
}

/** The editor's save, test, send, pause, resume, cancel and delete. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return (await loadData()).campaignsRouteAction(request, params.id);
}

/** The page loads again after a change, but not after a deletion (the editor leaves). */
export const shouldRevalidate = ({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate &&
  !(typeof actionResult?.data === 'object' && actionResult.data && 'deleted' in actionResult.data);

/** `/admin/campaigns` (the list), `/admin/campaigns/new` and `/admin/campaigns/:id` (the editor). */
export default function ConsoleCampaigns({ params, loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      <ConsoleCampaignsView key={params.id ?? 'list'} data={loaderData} />
    </Suspense>
  );
}

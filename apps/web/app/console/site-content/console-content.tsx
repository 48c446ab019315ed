import { lazy, Suspense } from 'react';
import { data, redirect } from 'react-router';
import { consoleContentCopy as contentEn } from './content/en/console-content';
import { consoleContentCopy as contentFr } from './content/fr/console-content';
import { CONSOLE_LAYOUT_ID } from '../shared/console-routes';
import type { Route } from './+types/console-content';

// As for the campaigns (`console-campaigns.tsx`): every page carries the route list and its
// static imports, so this module imports its copy only; the pages come with their first load.
const loadView = () => import('./console-content-view');
const loadData = () => import('./content-route');
const loadKinds = () => import('./content-kinds');
const loadAction = () => import('./content-action');
const ConsoleContentView = lazy(() =>
  loadView().then((module) => ({ default: module.ConsoleContentView })),
);

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const layout = matches.find((match) => match?.id === CONSOLE_LAYOUT_ID)?.loaderData as
    { locale?: string; copy?: { title?: string } } | undefined;
  const copy = layout?.locale === 'en' ? contentEn : contentFr;
  const kind = copy.kinds[params.kind as keyof typeof copy.kinds];
  const page = kind ? `${kind.title} · ${copy.title}` : copy.title;
  const site = layout?.copy?.title;
  return [
    { title: site ? `${page} · ${site}` : page },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [data, kinds] = await Promise.all([loadData(), loadKinds(), loadView()]);
  if (!kinds.isContentKind(params.kind)) throw redirect(kinds.contentPath(kinds.CONTENT_KINDS[0]));
  return data.loadContentRoute(request, params.kind, params.id);
}

/** The pages' changes: save, show or hide, reorder, delete (the route loads again after each). */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const [action, kinds] = await Promise.all([loadAction(), loadKinds()]);
  if (!kinds.isContentKind(params.kind)) throw data('Unknown kind of content', { status: 404 });
  return action.contentAction(request, params.kind);
}

/** `/admin/content/:kind` (a kind's list) and `/admin/content/:kind/:id` (`new` or a record). */
export default function ConsoleContent({ params, loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      <ConsoleContentView key={`${params.kind}/${params.id ?? ''}`} loaded={loaderData} />
    </Suspense>
  );
}

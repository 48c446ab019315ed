import { data } from 'react-router';
import { homePageData } from '../data/content-page-data.server';
import { HomePage } from '../pages/home-page';
import { useCommonCopy } from '../i18n/use-common-copy';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/not-found';

/**
 * docs/product.md §2.2: an unknown page name shows Home. It answers 404 so that nothing indexes it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await homePageData(request, context), { status: 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { notFound } = useCommonCopy();
  return (
    <>
      <div className="border-b border-amber-200 bg-amber-50">
        <div className="mx-auto max-w-6xl px-4 py-4 text-amber-950 sm:px-6 lg:px-8">
          <p className="font-semibold">{notFound.title}</p>
          <p className="mt-1 text-sm">{notFound.text}</p>
        </div>
      </div>
      <HomePage {...loaderData} />
    </>
  );
}

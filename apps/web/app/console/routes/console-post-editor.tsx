import { consoleBlogMeta } from '../blog/console-blog-meta';
import { loadEditorPost } from '../blog/load-post';
import { ConsolePostEditorPage } from '../pages/console-post-editor-page';
import type { Route } from './+types/console-post-editor';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleBlogMeta(matches, (copy) =>
    'id' in params ? copy.editor.editTitle : copy.editor.newTitle,
  );

export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadEditorPost(request, 'id' in params ? params.id : undefined);

/** `/admin/blog/new` and `/admin/blog/:id`: one editor per post (a new key, a fresh form). */
export default function ConsolePostEditor({ params, loaderData }: Route.ComponentProps) {
  const id = 'id' in params ? params.id : undefined;
  return <ConsolePostEditorPage key={id ?? 'new'} loaded={loaderData} />;
}

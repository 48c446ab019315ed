import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { consoleBlogMeta } from './console-blog-meta';
import { loadEditorPost } from './load-post';
import { postEditorAction, reloadsAfter } from './post-action';
import { ConsolePostEditorPage } from './console-post-editor-page';
import type { Route } from './+types/console-post-editor';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleBlogMeta(matches, (copy) =>
    'id' in params ? copy.editor.editTitle : copy.editor.newTitle,
  );

export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadEditorPost(request, 'id' in params ? params.id : undefined);

/** Saving or deleting the post (the loader runs again afterwards, unless it was deleted). */
export const clientAction = ({ request, params }: Route.ClientActionArgs) =>
  postEditorAction(request, 'id' in params ? params.id : undefined);

export const shouldRevalidate = ({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => defaultShouldRevalidate && reloadsAfter(actionResult);

/** `/admin/blog/new` and `/admin/blog/:id`: one editor per post (a new key, a fresh form). */
export default function ConsolePostEditor({ params, loaderData }: Route.ComponentProps) {
  const id = 'id' in params ? params.id : undefined;
  return <ConsolePostEditorPage key={id ?? 'new'} loaded={loaderData} />;
}

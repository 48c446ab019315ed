import { useParams } from 'react-router';
import { consoleBlogMeta } from '../console/blog/console-blog-meta';
import { ConsolePostEditorPage } from '../pages/console-post-editor-page';
import type { Route } from './+types/console-post-editor';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleBlogMeta(matches, (copy) =>
    'id' in params ? copy.editor.editTitle : copy.editor.newTitle,
  );

/** `/admin/blog/new` and `/admin/blog/:id`: one editor per post (a new key, a fresh form). */
export default function ConsolePostEditor() {
  const { id } = useParams();
  return <ConsolePostEditorPage key={id ?? 'new'} id={id} />;
}

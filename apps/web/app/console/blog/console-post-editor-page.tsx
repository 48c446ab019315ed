import { Link } from 'react-router';
import { BUTTON } from '../shared/ui/button-styles';
import { PostEditorForm } from './components/post-editor-form';
import { LoadFailure } from '../shared/ui/load-failure';
import type { EditorPost } from './load-post';
import { useConsoleBlog } from './use-console-blog';
import type { Loaded } from '../shared/session';

/** `/admin/blog/new` and `/admin/blog/:id`: the editor, or why the post cannot be opened. */
export function ConsolePostEditorPage({ loaded }: { loaded: Loaded<EditorPost> }) {
  const { blogCopy } = useConsoleBlog();
  const text = blogCopy.editor;
  if (!loaded.data) return <LoadFailure message={loaded.failure} />;
  if (!('notFound' in loaded.data)) return <PostEditorForm initial={loaded.data.post} />;
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold text-ink">{text.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{text.notFoundText}</p>
      <Link to="/admin/blog" className={`${BUTTON.secondary} mt-6`}>
        {text.backToList}
      </Link>
    </div>
  );
}

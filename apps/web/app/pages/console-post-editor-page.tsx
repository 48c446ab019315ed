import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BUTTON } from '../components/console/blog/button-styles';
import { PostEditorForm } from '../components/console/blog/post-editor-form';
import { LoadFailure } from '../components/console/load-failure';
import type { PostRecord } from '../console/blog/post-types';
import { useConsoleBlog } from '../console/blog/use-console-blog';
import { useApiQuery } from '../console/use-api-query';

/** The record the editor passed along after creating it, so the new page needs no reload. */
function createdPost(state: unknown, id: string | undefined) {
  const post = (state as { post?: PostRecord } | null)?.post;
  return post && post.id === id ? post : undefined;
}

/** `/admin/blog/new` and `/admin/blog/:id`: loads the post (if any), then the editor. */
export function ConsolePostEditorPage({ id }: { id: string | undefined }) {
  const { client, copy, blogCopy } = useConsoleBlog();
  const location = useLocation();
  const navigate = useNavigate();
  const [passed] = useState(() => createdPost(location.state, id));
  const query = useApiQuery(`post:${id ?? 'new'}`, (signal) =>
    id && !passed ? client.entities.BlogPost.get(id, { signal }) : Promise.resolve(passed),
  );
  // Used once: a reload of this address loads the post afresh.
  useEffect(() => {
    if (passed) navigate('.', { replace: true, state: null, preventScrollReset: true });
  }, [passed, navigate]);
  const text = blogCopy.editor;
  if (!id) return <PostEditorForm initial={undefined} />;
  const post = passed ?? query.data;
  if (post) return <PostEditorForm initial={post} />;
  if (query.loading) {
    return (
      <p role="status" className="text-slate-600">
        {text.loading}
      </p>
    );
  }
  if ((query.error as { status?: number } | undefined)?.status === 404) {
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
  return <LoadFailure query={query} copy={copy} />;
}

import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import type { deletePostAction, PostActionBody } from './post-action';
import { useConsoleBlog } from './use-console-blog';
import { SUCCESS_TOAST_MS } from './use-post-editor';

const body: PostActionBody = { intent: 'delete' };

/** Deleting the post after a confirmation (the route's `clientAction`), then back to the list. */
export function usePostDelete(postId: string | undefined, allowLeaving: () => void) {
  const { blogCopy } = useConsoleBlog();
  const navigate = useNavigate();
  const { toast } = useToast();
  const fetcher = useFetcher<typeof deletePostAction>();
  const [asking, setAsking] = useState(false);
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Still busy once deleted, until the list is on screen.
  const deleting = fetcher.state !== 'idle' || outcome?.data !== undefined;

  useEffect(() => {
    if (!outcome) return;
    const { toasts } = blogCopy.editor;
    if (outcome.failure !== undefined) {
      setAsking(false);
      toast({ variant: 'destructive', title: toasts.deleteFailed, description: outcome.failure });
      return;
    }
    allowLeaving();
    const done = toast({ title: toasts.deleted });
    setTimeout(done.dismiss, SUCCESS_TOAST_MS);
    navigate('/admin/blog');
    // Once per answer: the copy and callbacks are the page's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const confirm = () => {
    if (!postId || deleting) return;
    void fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };

  return {
    asking,
    deleting,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
  };
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import { useConsoleBlog } from './use-console-blog';
import { SUCCESS_TOAST_MS } from './use-post-editor';
import { apiFailure } from '../api-failure';

/** Deleting the post after a confirmation, then back to the list with a toast. */
export function usePostDelete(postId: string | undefined, allowLeaving: () => void) {
  const { client, blogCopy } = useConsoleBlog();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!postId || deleting) return;
    setDeleting(true);
    try {
      await client.entities.BlogPost.delete(postId);
      allowLeaving();
      const done = toast({ title: blogCopy.editor.toasts.deleted });
      setTimeout(done.dismiss, SUCCESS_TOAST_MS);
      navigate('/admin/blog');
    } catch (error) {
      setDeleting(false);
      setAsking(false);
      const description = apiFailure(error).message;
      toast({ variant: 'destructive', title: blogCopy.editor.toasts.deleteFailed, description });
    }
  };

  return {
    asking,
    deleting,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
  };
}

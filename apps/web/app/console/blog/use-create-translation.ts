import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import { apiFailure } from '../shared/api-failure';
import { consoleClient } from '../shared/console-client';
import { passCreatedPost } from './created-post';
import { createTranslation } from './create-translation';
import { useConsoleBlog } from './use-console-blog';
import { SUCCESS_TOAST_MS, type PostEditorState } from './use-post-editor';

/** "Create the English version": copies the saved post into a linked draft, then opens it. */
export function useCreateTranslation(editor: PostEditorState) {
  const { blogCopy } = useConsoleBlog();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  const text = blogCopy.publishing;

  const create = async () => {
    if (!editor.postId || creating) return;
    setCreating(true);
    try {
      const created = await createTranslation(consoleClient(), editor.postId, editor.baseline);
      const done = toast({
        title: text.translationCreated,
        description: `${text.translationCopied[editor.baseline.language]} ${text.translationCreatedText}`,
      });
      setTimeout(done.dismiss, SUCCESS_TOAST_MS);
      passCreatedPost(created);
      navigate(`/admin/blog/${created.id}`);
    } catch (error) {
      setCreating(false);
      toast({
        variant: 'destructive',
        title: text.translationFailed,
        description: apiFailure(error).message,
      });
    }
  };

  return { creating, create: () => void create() };
}

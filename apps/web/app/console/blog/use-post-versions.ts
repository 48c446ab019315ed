import type { PostVersionSummary } from '@vitrine/contract/client/blog-client';
import { useEffect, useState } from 'react';
import { useToast } from '../../shared/toast/use-toast';
import { formatDateTime } from '../../shared/format/format-date';
import { apiFailure } from '../shared/api-failure';
import { consoleClient } from '../shared/console-client';
import { fillCopy } from '../shared/console-locale';
import { useConsoleBlog } from './use-console-blog';
import type { PostRecord } from './post-types';
import { SUCCESS_TOAST_MS } from './use-post-editor';

export type VersionsList =
  | { state: 'loading' }
  | { state: 'loaded'; versions: PostVersionSummary[] }
  | { state: 'failed'; message: string };

/**
 * The versions dialog of post `postId`: its list, loaded each time it opens, and restoring one
 * after a confirmation. A restored post is handed to `restored` (the editor takes it as saved).
 */
export function usePostVersions(postId: string, restored: (post: PostRecord) => void) {
  const { blogCopy, locale } = useConsoleBlog();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<VersionsList>({ state: 'loading' });
  const [confirming, setConfirming] = useState<PostVersionSummary>();
  const [restoring, setRestoring] = useState(false);
  const text = blogCopy.tools;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setList({ state: 'loading' });
    consoleClient()
      .blog.listVersions(postId, { signal: controller.signal })
      .then(({ versions }) => setList({ state: 'loaded', versions }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = fillCopy(text.versionsFailed, { message: apiFailure(error).message });
        setList({ state: 'failed', message });
      });
    return () => controller.abort();
  }, [open, postId, text]);

  const restore = async () => {
    if (!confirming || restoring) return;
    setRestoring(true);
    try {
      const post = await consoleClient().blog.restoreVersion(postId, confirming.id);
      restored(post as PostRecord);
      const date = formatDateTime(confirming.saved_at, locale);
      const done = toast({
        title: text.restored,
        description: fillCopy(text.restoredText, { date }),
      });
      setTimeout(done.dismiss, SUCCESS_TOAST_MS);
      setConfirming(undefined);
      setOpen(false);
    } catch (error) {
      const { message } = apiFailure(error);
      toast({ variant: 'destructive', title: text.restoreFailed, description: message });
      setConfirming(undefined);
    } finally {
      setRestoring(false);
    }
  };

  return {
    open,
    list,
    confirming,
    restoring,
    show: () => setOpen(true),
    close: () => setOpen(false),
    ask: setConfirming,
    cancel: () => setConfirming(undefined),
    restore,
  };
}

export type PostVersionsState = ReturnType<typeof usePostVersions>;

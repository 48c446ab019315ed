import type { Locale } from '@vitrine/contract/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import { AI_CODES, useAiCopy, useAiFailure } from '../ai/ai';
import { aiClient, useAiState } from '../shared/ai-status';
import { apiFailure } from '../shared/api-failure';
import { fillCopy } from '../shared/console-locale';
import { passCreatedPost } from './created-post';
import type { PostRecord } from './post-types';

/** The streamed text shown is its last this-many characters (the server bounds the answer too). */
export const STREAM_SHOWN_MAX = 60_000;

export type TranslatePhase =
  | { step: 'closed' }
  | { step: 'streaming' }
  | { step: 'canceled' }
  | { step: 'exists'; draftId: string | undefined }
  | { step: 'published' }
  | { step: 'failed'; message: string };

/** Adds a chunk to the text shown, keeping its end when it outgrows `STREAM_SHOWN_MAX`. */
export function appendShown(shown: string, chunk: string) {
  const next = shown + chunk;
  return next.length > STREAM_SHOWN_MAX ? next.slice(next.length - STREAM_SHOWN_MAX) : next;
}

/**
 * « Traduire en anglais »: asks the server for a translated draft of the saved post `postId`,
 * streaming the provider's text into the dialog. Cancel aborts the request (the server stops and
 * saves nothing). A draft already linked becomes a choice: replace it, or open it. Done: the new
 * draft opens in the editor.
 */
export function useTranslatePost(postId: string | undefined, language: Locale) {
  const copy = useAiCopy();
  const describe = useAiFailure();
  const { refresh } = useAiState();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [phase, setPhase] = useState<TranslatePhase>({ step: 'closed' });
  const [text, setText] = useState('');
  const controller = useRef<AbortController | undefined>(undefined);

  // Leaving the editor mid-stream closes the request too.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (overwrite = false) => {
      if (!postId) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setText('');
      setPhase({ step: 'streaming' });
      try {
        const answer = await aiClient().translatePost<PostRecord>(
          postId,
          { language, ...(overwrite ? { overwrite: true } : {}) },
          {
            signal: current.signal,
            onDelta: (chunk) => setText((shown) => appendShown(shown, chunk)),
          },
        );
        if (current.signal.aborted) return;
        const { post, created, restored } = answer;
        const putBack = restored.links + restored.images + restored.code > 0;
        toast({
          title: created ? copy.translate.created : copy.translate.updated,
          ...(putBack ? { description: fillCopy(copy.translate.restored, restored) } : {}),
        });
        setPhase({ step: 'closed' });
        void refresh();
        passCreatedPost(post);
        void navigate(`/admin/blog/${post.id}`);
      } catch (error) {
        if (current.signal.aborted) return;
        const failure = apiFailure(error);
        if (failure.code === AI_CODES.translationExists) {
          const draftId = (failure.data as { draft_id?: unknown } | undefined)?.draft_id;
          return setPhase({
            step: 'exists',
            draftId: typeof draftId === 'string' ? draftId : undefined,
          });
        }
        if (failure.code === AI_CODES.translationPublished) return setPhase({ step: 'published' });
        setPhase({ step: 'failed', message: describe(error) });
      }
    },
    [postId, language, copy, describe, refresh, navigate, toast],
  );

  const cancel = () => {
    controller.current?.abort();
    controller.current = undefined;
    setPhase({ step: 'canceled' });
  };

  const close = () => {
    controller.current?.abort();
    controller.current = undefined;
    setPhase({ step: 'closed' });
  };

  return { phase, text, start: (overwrite?: boolean) => void start(overwrite), cancel, close };
}

export type TranslatePostState = ReturnType<typeof useTranslatePost>;

import { roleCan } from '@vitrine/contract/access/roles';
import { Sparkles } from 'lucide-react';
import { useAiCopy } from '../../ai/ai';
import { useAiEnabled } from '../../shared/ai-status';
import { useConsole } from '../../shared/console-context';
import { BUTTON } from '../../shared/ui/button-styles';
import { otherLanguage } from '../create-translation';
import type { PostEditorState } from '../use-post-editor';
import { useTranslatePost } from '../use-translate-post';
import { TranslateDialog } from './translate-dialog';

/**
 * « Traduire en anglais » (the post's other language) on a saved post, for whoever may translate
 * it: `posts.all`, or the post's writer. Absent when no AI provider is configured.
 */
export function TranslateButton({
  editor,
  createdBy,
}: {
  editor: PostEditorState;
  /** Who wrote the stored post (`created_by`, an e-mail). */
  createdBy: string | undefined;
}) {
  const { user } = useConsole();
  const copy = useAiCopy();
  const enabled = useAiEnabled();
  const language = otherLanguage(editor.baseline.language);
  const translation = useTranslatePost(editor.postId, language);
  const allowed = roleCan(user.role, 'posts.all') || createdBy === user.email;
  if (!enabled || !editor.postId || !allowed) return null;
  const noteId = 'post-ai-translate-note';
  return (
    <>
      <div className="flex flex-col">
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={editor.dirty}
          aria-describedby={editor.dirty ? noteId : undefined}
          onClick={() => translation.start()}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {copy.translate.button[language]}
        </button>
        {editor.dirty ? (
          <span id={noteId} className="mt-1 max-w-60 text-xs text-slate-500">
            {copy.translate.saveFirst}
          </span>
        ) : null}
      </div>
      <TranslateDialog
        translation={translation}
        language={language}
        linkedId={editor.baseline.translationId || undefined}
      />
    </>
  );
}

import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { otherLanguage } from '../create-translation';
import { useCreateTranslation } from '../use-create-translation';
import type { PostEditorState } from '../use-post-editor';
import { BUTTON } from '../../shared/ui/button-styles';

/**
 * Under the translation field of a saved post: a link to the other version when there is one,
 * else a button creating it (from the saved post: unsaved changes must be saved first).
 */
export function TranslationActions({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['publishing'];
}) {
  const { postId, baseline, draft, dirty } = editor;
  const { creating, create } = useCreateTranslation(editor);
  if (!postId) return null;
  const other = otherLanguage(baseline.language);
  const linked = baseline.translationId;
  if (linked && draft.translationId === linked) {
    return (
      <Link to={`/admin/blog/${linked}`} className={`${BUTTON.quiet} -ml-3 self-start`}>
        <Languages aria-hidden="true" className="size-4" />
        {copy.openTranslation[other]}
      </Link>
    );
  }
  if (linked || draft.translationId) return null;
  const noteId = 'post-create-translation-note';
  return (
    <div>
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={create}
        disabled={creating || dirty}
        aria-describedby={dirty ? noteId : undefined}
      >
        <Languages aria-hidden="true" className="size-4" />
        {creating ? copy.creatingTranslation : copy.createTranslation[other]}
      </button>
      {dirty ? (
        <p id={noteId} className="mt-1 text-sm text-slate-500">
          {copy.saveFirst}
        </p>
      ) : null}
    </div>
  );
}

import { Eye, History } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fillCopy } from '../../shared/console-locale';
import { openPreview } from '../open-preview';
import { isUnpublished } from '../save-time';
import { useConsoleBlog } from '../use-console-blog';
import type { PostEditorState } from '../use-post-editor';
import { usePostVersions } from '../use-post-versions';
import { formatDateTime } from '../../../shared/format/format-date';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { BUTTON } from '../../shared/ui/button-styles';
import { VersionsDialog } from './versions-dialog';

/**
 * A stored post's publishing tools: Preview (drafts and scheduled posts: the signed link, in a
 * new tab) and Versions (the kept versions, each restorable after a confirmation).
 */
export function PostTools({
  editor,
  postId,
  copy,
}: {
  editor: PostEditorState;
  postId: string;
  copy: ConsoleBlogCopy;
}) {
  const { copy: consoleCopy, locale } = useConsoleBlog();
  const { toast } = useToast();
  const [opening, setOpening] = useState(false);
  const versions = usePostVersions(postId, (post) => editor.adopt(post));
  const text = copy.tools;
  const preview = async () => {
    setOpening(true);
    const failure = await openPreview(postId);
    setOpening(false);
    if (failure !== undefined)
      toast({ variant: 'destructive', title: text.previewFailed, description: failure });
  };
  const confirming = versions.confirming;
  return (
    <>
      {isUnpublished(editor.baseline) ? (
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={opening}
          title={text.previewHelp}
          onClick={() => void preview()}
        >
          <Eye aria-hidden="true" className="size-4" />
          {text.preview}
          <span className="sr-only"> {copy.editor.actions.newTab}</span>
        </button>
      ) : null}
      <button type="button" className={BUTTON.secondary} onClick={versions.show}>
        <History aria-hidden="true" className="size-4" />
        {text.versions}
      </button>
      <VersionsDialog versions={versions} copy={text} locale={locale} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={text.restoreDialog.title}
        confirmLabel={text.restoreDialog.confirm}
        cancelLabel={consoleCopy.actions.cancel}
        busy={versions.restoring}
        onConfirm={() => void versions.restore()}
        onCancel={versions.cancel}
      >
        <p>
          {confirming
            ? fillCopy(text.restoreDialog.text, {
                date: formatDateTime(confirming.saved_at, locale),
                title: confirming.title,
              })
            : null}
        </p>
        {confirming && editor.dirty ? (
          <p className="mt-2 font-medium">{text.restoreDialog.unsaved}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

import type { FormEvent } from 'react';
import type { PostRecord } from '../post-types';
import { useConsoleBlog } from '../use-console-blog';
import { usePostDelete } from '../use-post-delete';
import { usePostEditor } from '../use-post-editor';
import { PostFigures } from '../../analytics/analytics';
import { fillCopy } from '../../shared/console-locale';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FeaturedImageField } from './featured-image-field';
import { LeaveDialog } from '../../shared/ui/leave-dialog';
import { PostActionsBar } from './post-actions-bar';
import { PostContentField } from './post-content-field';
import { PostDetailsFields } from './post-details-fields';
import { PostEditorHeader } from './post-editor-header';
import { PostMainFields } from './post-main-fields';
import { PostPublishingFields } from './post-publishing-fields';
import { MachineTranslationReview, machineTranslationOf } from './machine-translation-review';
import { TranslateButton } from './translate-button';

/** The editor of one post (`initial`) or of a new one, in sections, with its save bar. */
export function PostEditorForm({ initial }: { initial: PostRecord | undefined }) {
  const { copy, blogCopy, categories } = useConsoleBlog();
  const editor = usePostEditor(initial);
  const deletion = usePostDelete(editor.postId, editor.guard.allowLeaving);
  const { editor: text } = blogCopy;
  // Enter in a field saves and keeps the status; the bar's buttons say what they do.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save('save');
  };
  return (
    <>
      <PostEditorHeader
        editor={editor}
        copy={blogCopy}
        onDelete={deletion.ask}
        aiActions={
          // A machine translation is not translated back over its source.
          initial && machineTranslationOf(initial) ? null : (
            <TranslateButton editor={editor} createdBy={initial?.created_by ?? undefined} />
          )
        }
      />
      <PostActionsBar editor={editor} copy={blogCopy} />
      {initial ? <MachineTranslationReview editor={editor} post={initial} /> : null}
      <form noValidate onSubmit={submit} className="mt-6">
        <div className="grid gap-6 xl:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 xl:col-span-2">
            <PostMainFields editor={editor} copy={text} />
            <FeaturedImageField editor={editor} copy={text} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <PostDetailsFields editor={editor} copy={blogCopy} categories={categories} />
            <PostPublishingFields editor={editor} copy={blogCopy} />
            {editor.postId ? <PostFigures postId={editor.postId} /> : null}
          </div>
        </div>
        <div className="mt-6">
          <PostContentField editor={editor} copy={text} />
        </div>
      </form>
      <ConfirmDialog
        open={deletion.asking}
        title={text.deleteDialog.title}
        confirmLabel={text.deleteDialog.confirm}
        cancelLabel={copy.actions.cancel}
        destructive
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <p>{fillCopy(text.deleteDialog.text, { title: editor.baseline.title })}</p>
      </ConfirmDialog>
      <LeaveDialog blocker={editor.guard.blocker} copy={text.leaveDialog} />
    </>
  );
}

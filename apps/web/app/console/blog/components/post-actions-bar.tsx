import { roleCan } from '@vitrine/contract/access/roles';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { useConsole } from '../../shared/console-context';
import type { SaveIntent } from '../save-post';
import { useScrollPaddingFor } from '../../shared/ui/use-scroll-padding';
import type { PostEditorState } from '../use-post-editor';
import { AutosaveStatus } from './autosave-status';
import { COMPACT_BUTTON } from '../../shared/ui/button-styles';
import { EditorStatusBadge } from './editor-status-badge';

/**
 * Saving, kept in view at the top of the screen (toasts appear at the bottom): a draft can be
 * saved or published, a published post saved or unpublished. Says whether anything is unsaved
 * or needs fixing. (Enter in a field saves without changing the status: see the form.) A role
 * that may not publish (contributor) saves drafts only, and leaves a published post to others.
 */
export function PostActionsBar({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
}) {
  const { baseline, postId, dirty, saving, save, errors } = editor;
  const failed = Object.keys(errors).length > 0;
  const bar = useScrollPaddingFor<HTMLDivElement>();
  const { user } = useConsole();
  const { actions } = copy.editor;
  const live = postId !== undefined && baseline.published;
  const secondary: SaveIntent = live ? 'unpublish' : 'draft';
  const primary: SaveIntent = live ? 'save' : 'publish';
  const publishes = roleCan(user.role, 'posts.publish-own');
  const intents: SaveIntent[] = publishes ? [secondary, primary] : live ? [] : ['draft'];
  const label = (intent: SaveIntent) =>
    saving === intent
      ? actions.saving
      : {
          draft: actions.saveDraft,
          publish: actions.publish,
          unpublish: actions.unpublish,
          save: actions.saveChanges,
        }[intent];
  return (
    <div
      ref={bar}
      className="sticky top-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-3 border-y border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8"
    >
      <div className="mr-auto flex items-center gap-3 text-sm">
        {postId ? <EditorStatusBadge editor={editor} copy={copy} /> : null}
        <p
          role="status"
          className={
            failed
              ? 'font-medium text-red-700'
              : dirty
                ? 'font-medium text-amber-800'
                : 'text-slate-600'
          }
        >
          {failed ? actions.fixErrors : dirty ? actions.unsaved : postId ? actions.saved : ''}
        </p>
        <AutosaveStatus status={editor.autosave} copy={copy} />
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:gap-3">
        {intents.map((intent, index) => (
          <button
            key={intent}
            type="button"
            onClick={() => void save(intent)}
            disabled={saving !== undefined}
            className={
              index === intents.length - 1 ? COMPACT_BUTTON.primary : COMPACT_BUTTON.secondary
            }
          >
            {label(intent)}
          </button>
        ))}
      </div>
    </div>
  );
}

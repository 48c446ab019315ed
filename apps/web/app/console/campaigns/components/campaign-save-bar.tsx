import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import type { CampaignEditorState } from '../use-campaign-editor';
import { useScrollPaddingFor } from '../../shared/ui/use-scroll-padding';
import { COMPACT_BUTTON } from '../../shared/ui/button-styles';

/**
 * Saving, kept in view at the top of the screen (toasts appear at the bottom), with whether
 * anything is unsaved or needs fixing.
 */
export function CampaignSaveBar({
  editor,
  copy,
}: {
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy['editor'];
}) {
  const { id, dirty, busy, errors, run } = editor;
  const failed = Object.keys(errors).length > 0;
  const bar = useScrollPaddingFor<HTMLDivElement>();
  const state = failed ? copy.fixErrors : dirty ? copy.unsaved : id ? copy.allSaved : '';
  return (
    <div
      ref={bar}
      className="sticky top-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-3 border-y border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8"
    >
      <p
        role="status"
        className={`mr-auto text-sm ${
          failed
            ? 'font-medium text-red-700'
            : dirty
              ? 'font-medium text-amber-800'
              : 'text-slate-600'
        }`}
      >
        {state}
      </p>
      <button
        type="button"
        onClick={() => run('save')}
        disabled={busy !== undefined}
        className={COMPACT_BUTTON.primary}
      >
        {busy === 'save' ? copy.saving : copy.save}
      </button>
    </div>
  );
}

import { Send } from 'lucide-react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import type { CampaignEditorState } from '../use-campaign-editor';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';

/** A test to the signed-in admin's own address (unsaved changes are saved first). */
export function CampaignTestSend({
  editor,
  copy,
}: {
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy['test'];
}) {
  const { user } = useConsole();
  const { id, busy, run } = editor;
  return (
    <div>
      <h3 className="text-base font-semibold text-ink">{copy.heading}</h3>
      <p id="campaign-test-help" className="mt-1 text-sm text-slate-600">
        {id ? fillCopy(copy.help, { email: user.email }) : copy.saveFirst}
      </p>
      <button
        type="button"
        className={`${BUTTON.secondary} mt-3`}
        aria-describedby="campaign-test-help"
        disabled={!id || busy !== undefined}
        onClick={() => run('test')}
      >
        <Send aria-hidden="true" className="size-4" />
        {busy === 'test' ? copy.sending : copy.button}
      </button>
    </div>
  );
}

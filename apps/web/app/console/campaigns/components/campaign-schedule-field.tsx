import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { campaignFieldId } from '../campaign-form';
import type { CampaignEditorState } from '../use-campaign-editor';
import { fromLocalInput, toLocalInput } from '../../shared/local-date-input';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';
import { BUTTON } from '../../shared/ui/button-styles';

/** `scheduled_at`, in the browser's time: empty sends on confirmation, a date ahead waits for it. */
export function CampaignScheduleField({
  editor,
  copy,
}: {
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy['editor']['fields'];
}) {
  const { draft, errors, setField } = editor;
  const id = campaignFieldId('scheduledAt');
  return (
    <div>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {copy.schedule}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="datetime-local"
          value={toLocalInput(draft.scheduledAt)}
          onChange={(event) => setField('scheduledAt', fromLocalInput(event.target.value))}
          aria-invalid={errors.scheduledAt ? true : undefined}
          aria-describedby={describedBy(id, copy.scheduleHelp, errors.scheduledAt)}
          className={`${CONSOLE_CONTROL} min-h-11 max-w-64`}
        />
        {draft.scheduledAt ? (
          <button
            type="button"
            className={BUTTON.quiet}
            onClick={() => setField('scheduledAt', '')}
          >
            {copy.clearSchedule}
          </button>
        ) : null}
      </div>
      <FieldMessages id={id} help={copy.scheduleHelp} error={errors.scheduledAt} />
    </div>
  );
}

import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { campaignFieldId } from '../campaign-form';
import type { CampaignEditorState } from '../use-campaign-editor';
import { CARD } from '../../shared/ui/button-styles';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';

/** The e-mail's text, in Markdown (the blog's sanitiser cleans it on the server). */
export function CampaignContentField({
  editor,
  copy,
}: {
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy['editor'];
}) {
  const { draft, errors, setField } = editor;
  const id = campaignFieldId('content');
  return (
    <section aria-labelledby="campaign-content-heading" className={CARD}>
      <h2 id="campaign-content-heading" className="text-lg font-semibold text-ink">
        {copy.sections.content}
      </h2>
      <div className="mt-4">
        <label htmlFor={id} className={CONSOLE_LABEL}>
          {copy.fields.content}
        </label>
        <textarea
          id={id}
          value={draft.content}
          onChange={(event) => setField('content', event.target.value)}
          rows={18}
          spellCheck
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(id, copy.fields.contentHelp, errors.content)}
          required
          className={`${CONSOLE_CONTROL} min-h-72 resize-y font-mono text-sm leading-6`}
        />
        <FieldMessages id={id} help={copy.fields.contentHelp} error={errors.content} />
      </div>
    </section>
  );
}

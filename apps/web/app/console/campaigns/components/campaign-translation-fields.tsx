import { Languages, X } from 'lucide-react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { campaignFieldId, otherLanguage } from '../campaign-form';
import type { CampaignEditorState } from '../use-campaign-editor';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { ConsoleField } from '../../shared/ui/console-field';

/**
 * The campaign's second version, in the other language (`translation`): a button adds it; its
 * subject, preview text and content then go to that language's confirmed subscribers.
 */
export function CampaignTranslationFields({
  editor,
  copy,
}: {
  editor: CampaignEditorState;
  copy: ConsoleCampaignsCopy;
}) {
  const { draft, errors, setField } = editor;
  const language = otherLanguage(draft.language);
  const { translation } = copy;
  const named = { language: translation.names[language] };
  if (!draft.translated)
    return (
      <section aria-label={translation.heading[language]} className={CARD}>
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => setField('translated', true)}
        >
          <Languages aria-hidden="true" className="size-4" />
          {translation.add[language]}
        </button>
        <p className="mt-2 text-sm text-slate-600">{translation.addHelp}</p>
      </section>
    );
  return (
    <section
      aria-labelledby="campaign-translation-heading"
      className={`${CARD} flex flex-col gap-5`}
      lang={language}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="campaign-translation-heading" className="mr-auto text-lg font-semibold text-ink">
          {translation.heading[language]}
        </h2>
        <button
          type="button"
          className={BUTTON.quiet}
          onClick={() => setField('translated', false)}
        >
          <X aria-hidden="true" className="size-4" />
          {translation.remove[language]}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        {fillCopy(translation.intro, { language: copy.audienceOf[language] })}
      </p>
      <ConsoleField
        id={campaignFieldId('translationSubject')}
        label={fillCopy(translation.subject, named)}
        value={draft.translationSubject}
        onChange={(value) => setField('translationSubject', value)}
        error={errors.translationSubject}
        autoComplete="off"
        required
      />
      <ConsoleField
        id={campaignFieldId('translationPreheader')}
        label={fillCopy(translation.preheader, named)}
        value={draft.translationPreheader}
        onChange={(value) => setField('translationPreheader', value)}
        error={errors.translationPreheader}
        autoComplete="off"
      />
      <ConsoleField
        id={campaignFieldId('translationContent')}
        label={fillCopy(translation.content, named)}
        value={draft.translationContent}
        onChange={(value) => setField('translationContent', value)}
        help={copy.editor.fields.contentHelp}
        error={errors.translationContent}
        rows={14}
        required
      />
    </section>
  );
}

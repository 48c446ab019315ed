import { useState } from 'react';
import { SuggestionList, useAiCopy, useSuggestions } from '../../ai/ai';
import { useAiEnabled } from '../../shared/ai-status';
import { campaignFieldId } from '../campaign-form';
import type { CampaignEditorState } from '../use-campaign-editor';

/** Three subject lines proposed from the e-mail's content; « Utiliser » puts one in the field. */
export function SubjectSuggestions({ editor }: { editor: CampaignEditorState }) {
  const enabled = useAiEnabled();
  const copy = useAiCopy();
  const { state, ask, dismiss } = useSuggestions<'campaign-subjects'>();
  const [accepted, setAccepted] = useState(false);
  if (!enabled) return null;
  const { draft, setField } = editor;
  const text = copy.suggest;
  const suggestions = state.step === 'ready' ? state.answer.suggestions : [];
  return (
    <SuggestionList
      label={text.subjects}
      state={state}
      needs={draft.content.trim() === '' ? text.subjectsNeeds : undefined}
      accepted={accepted}
      proposals={suggestions.map((suggestion) => [{ text: suggestion.subject }])}
      onAsk={() => {
        setAccepted(false);
        void ask({
          kind: 'campaign-subjects',
          language: draft.language,
          ...(draft.subject.trim() ? { subject: draft.subject.trim() } : {}),
          content: draft.content,
        });
      }}
      onUse={(index) => {
        const chosen = suggestions[index];
        if (!chosen) return;
        setField('subject', chosen.subject);
        setAccepted(true);
        dismiss();
        document.getElementById(campaignFieldId('subject'))?.focus();
      }}
      onDismiss={dismiss}
    />
  );
}

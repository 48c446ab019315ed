import { useState } from 'react';
import { SuggestionList, useAiCopy, useSuggestions } from '../../ai/ai';
import { useAiEnabled } from '../../shared/ai-status';
import { fieldId } from '../post-form';
import type { PostEditorState } from '../use-post-editor';

/**
 * Three SEO title and description pairs proposed from the post as typed; « Utiliser » puts one in
 * the two fields (unsaved until the post is). Absent without an AI provider.
 */
export function SeoSuggestions({ editor }: { editor: PostEditorState }) {
  const enabled = useAiEnabled();
  const copy = useAiCopy();
  const { state, ask, dismiss } = useSuggestions<'post-seo'>();
  const [accepted, setAccepted] = useState(false);
  if (!enabled) return null;
  const { draft, setField } = editor;
  const text = copy.suggest;
  const ready = draft.title.trim() !== '' && draft.content.trim() !== '';
  const suggestions = state.step === 'ready' ? state.answer.suggestions : [];
  const use = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen) return;
    setField('seoTitle', chosen.seo_title);
    setField('seoDescription', chosen.seo_description);
    setAccepted(true);
    dismiss();
    document.getElementById(fieldId('seoTitle'))?.focus();
  };
  return (
    <SuggestionList
      label={text.seo}
      state={state}
      needs={ready ? undefined : text.seoNeeds}
      accepted={accepted}
      proposals={suggestions.map((suggestion) => [
        { label: text.seoTitle, text: suggestion.seo_title },
        { label: text.seoDescription, text: suggestion.seo_description },
      ])}
      onAsk={() => {
        setAccepted(false);
        void ask({
          kind: 'post-seo',
          language: draft.language,
          title: draft.title.trim(),
          ...(draft.excerpt.trim() ? { excerpt: draft.excerpt.trim() } : {}),
          content: draft.content,
        });
      }}
      onUse={use}
      onDismiss={dismiss}
    />
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { useState } from 'react';
import { SuggestionList, useAiCopy, useSuggestions } from '../../ai/ai';
import { useAiEnabled } from '../../shared/ai-status';

/**
 * Alt texts for an image proposed by the AI in one language (the model looks at the image when
 * it reads images, else works from `context`); « Utiliser » hands the text to `onUse`.
 */
export function AltSuggestion({
  language,
  imageUrl,
  context,
  onUse,
}: {
  language: Locale;
  imageUrl: string;
  context?: string;
  onUse: (alt: string) => void;
}) {
  const enabled = useAiEnabled();
  const copy = useAiCopy();
  const { state, ask, dismiss } = useSuggestions<'image-alt'>();
  const [accepted, setAccepted] = useState(false);
  if (!enabled || imageUrl === '') return null;
  const suggestions = state.step === 'ready' ? state.answer.suggestions : [];
  return (
    <SuggestionList
      label={copy.suggest.altFor[language]}
      state={state}
      accepted={accepted}
      proposals={suggestions.map((suggestion) => [{ text: suggestion.alt }])}
      onAsk={() => {
        setAccepted(false);
        void ask({
          kind: 'image-alt',
          language,
          image_url: imageUrl,
          ...(context?.trim() ? { context: context.trim().slice(0, 2000) } : {}),
        });
      }}
      onUse={(index) => {
        const chosen = suggestions[index];
        if (!chosen) return;
        onUse(chosen.alt);
        setAccepted(true);
        dismiss();
      }}
      onDismiss={dismiss}
    />
  );
}

import { estimateReadTime } from '@vitrine/contract/read-time';
import { useMemo } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId } from '../post-form';
import { fillCopy } from '../../shared/console-locale';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';
import { BUTTON } from '../../shared/ui/button-styles';

interface ReadTimeFieldProps {
  value: string;
  content: string;
  error?: string;
  onChange: (value: string) => void;
  copy: ConsoleBlogCopy['editor']['fields'];
}

/** Minutes of reading, with the estimate from the content and a button to take it. */
export function ReadTimeField({ value, content, error, onChange, copy }: ReadTimeFieldProps) {
  const id = fieldId('readTime');
  const suggested = useMemo(() => estimateReadTime(content), [content]);
  const help = fillCopy(copy.suggestedReadTime, { n: suggested });
  return (
    <div>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {copy.readTime}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          required
          className={`${CONSOLE_CONTROL} min-h-11 max-w-28`}
        />
        <button type="button" className={BUTTON.quiet} onClick={() => onChange(String(suggested))}>
          {fillCopy(copy.useSuggestion, { n: suggested })}
        </button>
      </div>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}

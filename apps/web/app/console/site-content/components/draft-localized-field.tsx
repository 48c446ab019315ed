import type { ContentEditorState } from '../use-content-editor';
import { LocalizedField, type Texts } from './localized-field';

/** A record's text in French and English, read from the editor's draft and written back to it. */
export function DraftLocalizedField({
  editor,
  field,
  label,
  help,
  rows,
}: {
  editor: ContentEditorState;
  field: string;
  label: string;
  help?: string;
  rows?: number;
}) {
  return (
    <LocalizedField
      field={field}
      label={label}
      help={help}
      value={editor.draft[field] as Texts}
      onChange={(value) => editor.set(field, value)}
      errors={editor.errors}
      rows={rows}
    />
  );
}

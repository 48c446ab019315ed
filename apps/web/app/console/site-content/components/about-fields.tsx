import { FIGURE_PLACEMENTS } from '@vitrine/contract/entities/field-options';
import type { ContentEditorState } from '../use-content-editor';
import { useContentCopy } from '../use-content-copy';
import { SelectField } from '../../shared/ui/select-field';
import { IconPicker } from './icon-picker';
import { DraftLocalizedField } from './draft-localized-field';

/** A key figure: its page, the value as displayed and its label, in both languages. */
export function FigureFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  return (
    <>
      <SelectField
        id="content-placement"
        label={fields.placement}
        value={String(draft.placement)}
        options={FIGURE_PLACEMENTS.map((placement) => ({
          value: placement,
          label: fields.placements[placement],
        }))}
        onChange={(value) => set('placement', value)}
        error={errors.placement}
        className="sm:max-w-xs"
      />
      <DraftLocalizedField
        editor={editor}
        field="value"
        label={fields.value}
        help={fields.valueHelp}
      />
      <DraftLocalizedField editor={editor} field="label" label={fields.figureLabel} />
    </>
  );
}

/** A company value: its title, description and icon. */
export function ValueFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, set } = editor;
  return (
    <>
      <DraftLocalizedField editor={editor} field="title" label={fields.title} />
      <DraftLocalizedField
        editor={editor}
        field="description"
        label={fields.description}
        rows={4}
      />
      <IconPicker value={String(draft.icon)} onChange={(icon) => set('icon', icon)} />
    </>
  );
}

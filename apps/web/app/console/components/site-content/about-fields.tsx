import { FIGURE_PLACEMENTS } from '@vitrine/contract/entities/field-options';
import type { ContentEditorState } from '../../site-content/use-content-editor';
import { useContentCopy } from '../../site-content/use-content-copy';
import { SelectField } from '../select-field';
import { IconPicker } from './icon-picker';
import { LocalizedField, type Texts } from './localized-field';

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
      <LocalizedField
        field="value"
        label={fields.value}
        help={fields.valueHelp}
        value={draft.value as Texts}
        onChange={(value) => set('value', value)}
        errors={errors}
      />
      <LocalizedField
        field="label"
        label={fields.figureLabel}
        value={draft.label as Texts}
        onChange={(value) => set('label', value)}
        errors={errors}
      />
    </>
  );
}

/** A company value: its title, description and icon. */
export function ValueFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  return (
    <>
      <LocalizedField
        field="title"
        label={fields.title}
        value={draft.title as Texts}
        onChange={(value) => set('title', value)}
        errors={errors}
      />
      <LocalizedField
        field="description"
        label={fields.description}
        value={draft.description as Texts}
        onChange={(value) => set('description', value)}
        errors={errors}
        rows={4}
      />
      <IconPicker value={String(draft.icon)} onChange={(icon) => set('icon', icon)} />
    </>
  );
}

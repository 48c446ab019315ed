import { COMPARED_PLAN_KEYS, PLAN_KEYS } from '@vitrine/contract/entities/field-options';
import { fillCopy } from '../../shared/console-locale';
import type { ContentEditorState } from '../use-content-editor';
import { useContentCopy } from '../use-content-copy';
import { SelectField } from '../../shared/ui/select-field';
import { formatPrice } from '../../../shared/format/format-number';
import { ComparisonCellField, type CellValue } from './comparison-cell-field';
import { DraftLocalizedField } from './draft-localized-field';
import { LocalizedListField, type TextLists } from './localized-list-field';
import { CheckField, NumberField } from './plain-controls';

/** A plan: key, price (one number, € in French and $ in English), texts, features and flags. */
export function PlanFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  const price = typeof draft.price === 'number' && Number.isFinite(draft.price) ? draft.price : 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="content-key"
          label={fields.key}
          help={fields.keyHelp}
          value={String(draft.key)}
          options={PLAN_KEYS.map((key) => ({ value: key, label: fields.planKeys[key] }))}
          onChange={(value) => set('key', value)}
          error={errors.key}
        />
        <NumberField
          id="content-price"
          label={fields.price}
          value={draft.price}
          onChange={(value) => set('price', value)}
          error={errors.price}
          step={0.01}
          min={0}
          help={fillCopy(fields.priceHelp, {
            fr: formatPrice(price, 'fr'),
            en: formatPrice(price, 'en'),
          })}
          suffix={
            <span aria-hidden="true" className="text-slate-600">
              € / $
            </span>
          }
        />
      </div>
      <DraftLocalizedField editor={editor} field="name" label={fields.name} />
      <DraftLocalizedField
        editor={editor}
        field="description"
        label={fields.description}
        rows={3}
      />
      <LocalizedListField
        field="features"
        label={fields.features}
        value={draft.features as TextLists}
        onChange={(value) => set('features', value)}
        errors={errors}
      />
      <DraftLocalizedField editor={editor} field="button_text" label={fields.buttonText} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{fields.flags}</legend>
        {(['free', 'popular', 'enterprise'] as const).map((flag) => (
          <CheckField
            key={flag}
            id={`content-${flag}`}
            label={fields[flag]}
            checked={draft[flag] === true}
            onChange={(checked) => set(flag, checked)}
          />
        ))}
      </fieldset>
    </>
  );
}

/** A comparison row: its label, then a cell per paid plan. */
export function ComparisonFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  return (
    <>
      <DraftLocalizedField editor={editor} field="label" label={fields.label} />
      {COMPARED_PLAN_KEYS.map((key) => (
        <ComparisonCellField
          key={key}
          field={key}
          legend={fillCopy(fields.cell, { plan: fields.planKeys[key] })}
          value={draft[key] as CellValue}
          onChange={(value) => set(key, value)}
          errors={errors}
        />
      ))}
    </>
  );
}

/** A question and its answer, in both languages. */
export function FaqFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  return (
    <>
      <DraftLocalizedField editor={editor} field="question" label={fields.question} />
      <DraftLocalizedField editor={editor} field="answer" label={fields.answer} rows={6} />
    </>
  );
}

import { COMPARED_PLAN_KEYS, PLAN_KEYS } from '@vitrine/contract/entities/field-options';
import {
  LOCALE_CURRENCY,
  PLAN_CURRENCIES,
  type PlanCurrency,
} from '@vitrine/contract/entities/plan';
import { LOCALES } from '@vitrine/contract/locales';
import { fillCopy } from '../../shared/console-locale';
import type { ContentEditorState } from '../use-content-editor';
import { useContentCopy } from '../use-content-copy';
import { SelectField } from '../../shared/ui/select-field';
import { formatPrice } from '../../../shared/format/format-number';
import { ComparisonCellField, type CellValue } from './comparison-cell-field';
import { DraftLocalizedField } from './draft-localized-field';
import { LocalizedListField, type TextLists } from './localized-list-field';
import { CheckField, NumberField } from './plain-controls';

/** The currency sign beside each price input. */
const SIGNS: Record<PlanCurrency, string> = { eur: '€', usd: '$' };

/** A plan's monthly prices, one input per currency, each with the price as its pages show it. */
function PriceFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  const prices = (draft.prices ?? {}) as Partial<Record<PlanCurrency, unknown>>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PLAN_CURRENCIES.map((currency) => {
        const value = prices[currency];
        const shown = typeof value === 'number' && Number.isFinite(value) ? value : 0;
        const locale = LOCALES.find((candidate) => LOCALE_CURRENCY[candidate] === currency)!;
        return (
          <NumberField
            key={currency}
            id={`content-prices-${currency}`}
            label={fields.prices[currency]}
            value={value}
            onChange={(typed) => set('prices', { ...prices, [currency]: typed })}
            error={errors[`prices.${currency}`] ?? errors.prices}
            step={0.01}
            min={0}
            help={fillCopy(fields.pricesHelp[currency], { price: formatPrice(shown, locale) })}
            suffix={
              <span aria-hidden="true" className="text-slate-600">
                {SIGNS[currency]}
              </span>
            }
          />
        );
      })}
    </div>
  );
}

/** A plan: key, monthly price in each currency, texts, features and flags. */
export function PlanFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
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
      </div>
      <PriceFields editor={editor} />
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

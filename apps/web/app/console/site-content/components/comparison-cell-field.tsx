import { useContentCopy } from '../use-content-copy';
import { LocalizedField, type Texts } from './localized-field';

export type CellValue = boolean | Texts;
type CellKind = 'text' | 'included' | 'excluded';

const kindOf = (value: CellValue): CellKind =>
  value === true ? 'included' : value === false ? 'excluded' : 'text';

/** A comparison cell: a text in both languages, "included" or "not included". */
export function ComparisonCellField({
  field,
  legend,
  value,
  onChange,
  errors,
}: {
  field: string;
  legend: string;
  value: CellValue;
  onChange: (value: CellValue) => void;
  errors: Record<string, string>;
}) {
  const copy = useContentCopy();
  const kind = kindOf(value);
  const choose = (next: CellKind) => {
    if (next === 'included') onChange(true);
    else if (next === 'excluded') onChange(false);
    else if (kind !== 'text') onChange({ fr: '', en: '' });
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(['text', 'included', 'excluded'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={`content-${field}-kind`}
              checked={kind === option}
              onChange={() => choose(option)}
              className="size-4 accent-brand"
            />
            {copy.fields.cellKinds[option]}
          </label>
        ))}
      </div>
      {typeof value === 'object' ? (
        <LocalizedField
          field={field}
          label={copy.fields.cellKinds.text}
          value={value}
          onChange={onChange}
          errors={errors}
        />
      ) : null}
    </fieldset>
  );
}

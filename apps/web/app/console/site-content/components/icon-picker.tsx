import { VALUE_ICONS, type ValueIcon } from '@vitrine/contract/entities/field-options';
import { VALUE_DRAWINGS } from '../../../shared/site-sections/about/value-icons';
import { useContentCopy } from '../use-content-copy';

/** A value's icon: one radio per drawing, named for screen readers, arrow keys move between them. */
export function IconPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (icon: ValueIcon) => void;
}) {
  const copy = useContentCopy();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{copy.fields.icon}</legend>
      <div className="grid grid-cols-5 gap-2 sm:flex sm:flex-wrap">
        {VALUE_ICONS.map((icon) => {
          const Drawing = VALUE_DRAWINGS[icon];
          return (
            <label
              key={icon}
              title={copy.icons[icon]}
              className="flex size-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 has-checked:border-brand has-checked:bg-indigo-50 has-checked:text-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name="content-icon"
                value={icon}
                checked={value === icon}
                onChange={() => onChange(icon)}
                className="sr-only"
              />
              <Drawing aria-hidden="true" className="size-5" />
              <span className="sr-only">{copy.icons[icon]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

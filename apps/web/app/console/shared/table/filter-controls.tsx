import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../ui/console-field';
import { SelectField } from '../ui/select-field';

const SEARCH_DELAY_MS = 250;

/**
 * A search box that reports what was typed once typing pauses (250 ms), and follows the value
 * when it changes elsewhere (filters cleared, back button).
 */
export function SearchFilter({
  id,
  label,
  placeholder,
  value,
  maxLength,
  onSearch,
  button,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  maxLength?: number;
  onSearch: (text: string) => void;
  /** A button beside the box (a visible "search"). */
  button?: ReactNode;
}) {
  const [text, setText] = useState(value);
  // The last text reported or received, and the value last seen.
  const [reported, setReported] = useState(value);
  const [shown, setShown] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follows a value changed elsewhere in the same render that shows it (not one effect later),
  // but not the echo of what was reported while more was typed.
  if (value !== shown) {
    setShown(value);
    if (value !== reported) {
      setReported(value);
      setText(value);
    }
  }

  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onSearchRef.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, reported]);

  return (
    <div className="min-w-0 flex-1 basis-64">
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={id}
            name="q"
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            className={`${CONSOLE_CONTROL} pl-9`}
          />
        </div>
        {button}
      </div>
    </div>
  );
}

export interface FilterOption {
  id: string;
  label: string;
}

/** A labelled drop-down whose first choice (`''`) means "any". */
export function SelectFilter({
  id,
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={[
        { value: '', label: anyLabel },
        ...options.map((option) => ({ value: option.id, label: option.label })),
      ]}
      onChange={onChange}
      className="min-w-36 flex-1 sm:flex-none"
      compact
    />
  );
}

/** Empties the search and every filter. */
export function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="min-h-11 rounded-lg px-3 font-semibold text-brand hover:bg-indigo-50"
    >
      {label}
    </button>
  );
}

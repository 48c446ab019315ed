interface ProgressBarProps {
  /** Unique id of the label element. */
  id: string;
  label: string;
  /** 0 to 100. */
  value: number;
  /** The formatted value (`95 %`), shown and announced. */
  valueText: string;
  tone?: 'light' | 'dark';
}

/**
 * A labelled bar for a percentage. The fill is drawn with `scaleX` and grows in with a CSS
 * animation (on scroll where supported); under reduced motion it is simply drawn at its value.
 */
export function ProgressBar({ id, label, value, valueText, tone = 'light' }: ProgressBarProps) {
  const dark = tone === 'dark';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm font-medium">
        <span id={id} className={dark ? 'text-white' : 'text-ink'}>
          {label}
        </span>
        <span
          aria-hidden="true"
          className={`tabular-nums ${dark ? 'text-indigo-100' : 'text-slate-600'}`}
        >
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className={`h-2.5 overflow-hidden rounded-full ${dark ? 'bg-white/10' : 'bg-slate-100'}`}
      >
        <div
          className="vt-on-view h-full origin-left rounded-full bg-linear-to-r from-brand via-accent to-sky motion-safe:animate-vt-grow-x"
          style={{ transform: `scaleX(${value / 100})` }}
        />
      </div>
    </div>
  );
}

interface PagerProps {
  /** The rows shown: `1–50 of 12,345`. */
  range: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  labels: { nav: string; previous: string; next: string };
}

/** Where the visible rows sit in the whole list, and the way to the neighbouring pages. */
export function Pager({ range, hasPrevious, hasNext, onPrevious, onNext, labels }: PagerProps) {
  const button =
    'min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-slate-600 tabular-nums" data-testid="range">
        {range}
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={!hasPrevious} onClick={onPrevious}>
          {labels.previous}
        </button>
        <button type="button" className={button} disabled={!hasNext} onClick={onNext}>
          {labels.next}
        </button>
      </div>
    </nav>
  );
}

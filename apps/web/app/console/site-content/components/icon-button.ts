/** A square button holding an icon only (its name is its `aria-label`). */
export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40';
export const ICON_TONES = {
  plain: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'border-red-300 bg-white text-red-700 hover:bg-red-50',
};

/** The console blog's buttons and button-like links (44 px high at least). */
const CORE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const TONE = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
};

export const BUTTON = {
  primary: `${CORE} px-4 ${TONE.primary}`,
  secondary: `${CORE} px-4 ${TONE.secondary}`,
  danger: `${CORE} px-4 ${TONE.danger}`,
  quiet: `${CORE} px-3 text-brand hover:bg-indigo-50`,
};

/** Buttons that share one row on phones (smaller text, wrapping if need be). */
const COMPACT = 'px-3 text-center text-sm leading-tight sm:px-4 sm:text-base';
export const COMPACT_BUTTON = {
  primary: `${CORE} ${COMPACT} ${TONE.primary}`,
  secondary: `${CORE} ${COMPACT} ${TONE.secondary}`,
  danger: `${CORE} ${COMPACT} ${TONE.danger}`,
};

/** A section of the editor: a white card with its heading. */
export const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

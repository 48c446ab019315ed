import type { ReactNode } from 'react';

/** Colours of the form parts on a light card or on the dark footer. */
export type FieldTone = 'light' | 'dark';

export const LABEL = {
  light: 'block text-sm font-medium text-ink',
  dark: 'block text-sm font-medium text-slate-200',
};
const HELP = { light: 'text-slate-600', dark: 'text-slate-300' };

export const CONTROL =
  'mt-1.5 block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3.5 text-base text-ink shadow-sm placeholder:text-slate-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';

/** What a field shows from its copy (label, placeholder, help), leaving out its messages. */
export function fieldText(copy: { label: string; placeholder?: string; help?: string }) {
  return { label: copy.label, placeholder: copy.placeholder, help: copy.help };
}

/** The ids a control is described by: its error first, then its help. */
export function describedBy(id: string, error?: string, help?: string) {
  const ids = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** " (optional)" after the label of a field that is not required. */
export function OptionalMark({ label }: { label?: string }) {
  if (!label) return null;
  return <span className="font-normal opacity-80"> ({label})</span>;
}

export function FieldHelp({ id, tone = 'light', children }: HelpProps) {
  if (!children) return null;
  return (
    <p id={`${id}-help`} className={`mt-1 text-sm ${HELP[tone]}`}>
      {children}
    </p>
  );
}

interface HelpProps {
  id: string;
  tone?: FieldTone;
  children?: ReactNode;
}

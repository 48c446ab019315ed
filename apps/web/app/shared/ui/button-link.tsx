import type { ReactNode } from 'react';

/** `inverse`: a white button, for coloured (gradient) backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
/** The background the button sits on: sets the focus ring colour and the ghost style. */
export type ButtonTone = 'light' | 'dark';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2';

const VARIANTS: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary:
      'bg-linear-to-r from-brand to-accent text-white shadow-lg shadow-brand/25 hover:shadow-xl hover:shadow-brand/30 focus-visible:outline-brand',
    secondary:
      'border border-slate-300 bg-white text-ink shadow-sm hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-brand',
    ghost: 'text-brand hover:bg-brand/5 focus-visible:outline-brand',
    inverse: 'bg-ink text-white shadow-lg hover:bg-ink/90 focus-visible:outline-brand',
  },
  dark: {
    primary:
      'bg-linear-to-r from-brand to-accent text-white shadow-lg shadow-accent/30 hover:shadow-xl hover:shadow-accent/40 focus-visible:outline-white',
    secondary:
      'border border-white/25 bg-white/5 text-white hover:border-white/40 hover:bg-white/10 focus-visible:outline-white',
    ghost: 'text-white hover:bg-white/10 focus-visible:outline-white',
    inverse: 'bg-white text-ink shadow-lg hover:bg-indigo-50 focus-visible:outline-white',
  },
};

interface ButtonLinkProps {
  /** A canonical page path, from `pagePath(locale, page)`. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  className?: string;
  'aria-label'?: string;
}

/** A link styled as a button (at least 44 px tall), for calls to action that lead to a page. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  tone = 'light',
  className = '',
  'aria-label': ariaLabel,
}: ButtonLinkProps) {
  return (
    <a
      href={to}
      aria-label={ariaLabel}
      className={`${BASE} ${VARIANTS[tone][variant]} ${className}`}
    >
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '../icons/icon';
import type { SiteIconName } from '../icons/site-icons';

const TONES = {
  light: 'border-brand/20 bg-brand/5 text-brand',
  dark: 'border-white/15 bg-white/5 text-indigo-100',
};

/** A small rounded label above a heading (an "eyebrow"). */
export function Badge({
  children,
  icon,
  tone = 'light',
}: {
  children: ReactNode;
  icon?: SiteIconName;
  tone?: keyof typeof TONES;
}) {
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${TONES[tone]}`}
    >
      {icon ? <Icon name={icon} className="size-4" /> : null}
      {children}
    </p>
  );
}

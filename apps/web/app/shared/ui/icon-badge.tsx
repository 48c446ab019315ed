import { Icon } from '../icons/icon';
import type { SiteIconName } from '../icons/site-icons';

const SIZES = {
  sm: { box: 'size-10 rounded-lg', icon: 'size-5' },
  md: { box: 'size-12 rounded-xl', icon: 'size-6' },
  lg: { box: 'size-20 rounded-2xl sm:size-24 sm:rounded-3xl', icon: 'size-10 sm:size-12' },
};

const TONES = {
  gradient: 'bg-linear-to-br from-brand to-accent text-white shadow-lg shadow-brand/25',
  soft: 'bg-brand/10 text-brand ring-1 ring-brand/15',
  glass: 'bg-white/10 text-white ring-1 ring-white/20',
};

/** A decorative icon in a rounded tile. The icon is hidden from assistive technologies. */
export function IconBadge({
  icon,
  size = 'md',
  tone = 'gradient',
}: {
  icon: SiteIconName;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center ${SIZES[size].box} ${TONES[tone]}`}
    >
      <Icon name={icon} className={SIZES[size].icon} strokeWidth={1.75} />
    </span>
  );
}

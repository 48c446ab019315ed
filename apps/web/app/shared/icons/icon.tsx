import spriteUrl from './icon-sprite.svg?url';
import type { SiteIconName } from './site-icons';

/**
 * A decorative icon: a reference to its symbol in the sprite (one hashed file in `/assets/`,
 * fetched once), hidden from assistive technologies. The `.icon` rule of `app.css` gives lucide's
 * look (24 px, no fill, a 2-unit round stroke in the text's colour); classes size it (`size-4`).
 */
export function Icon({
  name,
  className,
  strokeWidth,
}: {
  name: SiteIconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth === undefined ? undefined : { strokeWidth }}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

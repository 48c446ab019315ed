import type { ReactNode } from 'react';
import type { SocialLinkId } from '../../data/social-links';

/** Simple outline glyphs for the three social networks (decorative, 24×24, currentColor). */
const GLYPHS: Record<SocialLinkId, ReactNode> = {
  linkedin: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="4" />
      <path d="M7.5 10.5V17M7.5 7.25v.01M11.5 17v-6.5M11.5 13.5a2.75 2.75 0 0 1 5.5 0V17" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4.5" />
      <path d="M10 9.25v5.5L14.75 12z" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.25 6.75v.01" />
    </>
  ),
};

export function SocialIcon({ id, className }: { id: SocialLinkId; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {GLYPHS[id]}
    </svg>
  );
}

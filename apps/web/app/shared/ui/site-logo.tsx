import { useId } from 'react';

/** The Vitrine mark (a screen with a spark) and word mark. Decorative: the link names it. */
export function SiteLogo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  const gradient = useId();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
        <rect
          x="6.5"
          y="8.5"
          width="19"
          height="12.5"
          rx="2"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
        <path d="M12 25h8M16 21v4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 11.5l1.1 2.4 2.4 1.1-2.4 1.1-1.1 2.4-1.1-2.4-2.4-1.1 2.4-1.1z" fill="#fff" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>
        {name}
      </span>
    </span>
  );
}

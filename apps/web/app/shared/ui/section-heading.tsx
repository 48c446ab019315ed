import type { SiteIconName } from '../icons/site-icons';
import { Badge } from './badge';

interface SectionHeadingProps {
  /** The heading's id, referenced by the section's `aria-labelledby`. */
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  eyebrowIcon?: SiteIconName;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/** A section's `<h2>`, with an optional eyebrow badge and subtitle. */
export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
  eyebrowIcon,
  tone = 'light',
  align = 'center',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center items-center' : 'items-start';
  const titleColour = tone === 'dark' ? 'text-white' : 'text-ink';
  const subtitleColour = tone === 'dark' ? 'text-indigo-100' : 'text-slate-600';
  return (
    <div className={`flex max-w-3xl flex-col gap-4 ${alignment}`}>
      {eyebrow ? (
        <Badge icon={eyebrowIcon} tone={tone}>
          {eyebrow}
        </Badge>
      ) : null}
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${titleColour}`}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={`text-lg leading-relaxed text-pretty ${subtitleColour}`}>{subtitle}</p>
      ) : null}
    </div>
  );
}

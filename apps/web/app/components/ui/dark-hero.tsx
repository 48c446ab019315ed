import type { SiteIconName } from '../../shared/icons/site-icons';
import { Badge } from '../../shared/ui/badge';
import { Container } from '../../shared/ui/container';

interface DarkHeroProps {
  /** Id of the h1, for the section's `aria-labelledby`. */
  titleId: string;
  badgeIcon: SiteIconName;
  badge: string;
  title: string;
  subtitle: string;
}

/** The navy hero band with a violet glow that the overview pages open with. */
export function DarkHero({ titleId, badgeIcon, badge, title, subtitle }: DarkHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-ink pt-16 pb-32 sm:pt-24 sm:pb-40">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_-20%,rgb(124_58_237/0.45),transparent_65%)]"
      />
      <Container className="flex flex-col items-center gap-6 text-center">
        <Badge icon={badgeIcon} tone="dark">
          {badge}
        </Badge>
        <h1
          id={titleId}
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
        >
          {title}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
          {subtitle}
        </p>
      </Container>
    </div>
  );
}

import type { FeaturePageName } from '@vitrine/contract/site-pages';
import type { FeaturePagesCopy } from '../../../content/fr/feature-pages';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { FEATURE_ICONS } from './feature-icons';

/** The showcase illustration of each feature page (self-hosted, original SVGs; 4:3). */
const SHOWCASE_IMAGES: Record<FeaturePageName, string> = {
  FeatureAI: '/images/features/ai-generation.svg',
  FeatureScreens: '/images/features/screen-management.svg',
  FeaturePlaylists: '/images/features/playlists.svg',
  FeatureAgenda: '/images/features/calendar-sync.svg',
  FeatureApps: '/images/features/apps.svg',
};

type FeatureCopy = FeaturePagesCopy[FeaturePageName];

/** A feature page's header: name, large icon, two-part headline, subtitle and showcase. */
export function FeatureHeroSection({
  copy,
  feature,
}: {
  copy: FeatureCopy;
  feature: FeaturePageName;
}) {
  return (
    <section
      aria-labelledby="feature-title"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_90%_-10%,rgb(124_58_237/0.45),transparent_60%),radial-gradient(36rem_22rem_at_0%_100%,rgb(79_70_229/0.35),transparent_60%)]"
      />
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <div className="flex items-center gap-4">
            <IconBadge icon={FEATURE_ICONS[feature]} size="lg" />
            <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
              {copy.name}
            </p>
          </div>
          <h1
            id="feature-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {copy.headline}{' '}
            <span className="bg-linear-to-r from-indigo-300 via-violet-300 to-cyan-300 bg-clip-text text-transparent">
              {copy.highlight}
            </span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
            {copy.subtitle}
          </p>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand/40 via-accent/30 to-sky/20 opacity-70 blur-2xl"
          />
          <img
            src={SHOWCASE_IMAGES[feature]}
            alt={copy.imageAlt}
            width={640}
            height={480}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-2xl shadow-black/40 ring-1 ring-white/10"
          />
        </div>
      </Container>
    </section>
  );
}

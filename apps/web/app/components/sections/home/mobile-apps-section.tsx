import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';
import type { SiteIconName } from '../../../shared/icons/site-icons';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { SectionHeading } from '../../../shared/ui/section-heading';

const STORE_ICONS: Record<string, SiteIconName> = {
  'app-store': 'smartphone',
  'google-play': 'tablet-smartphone',
};

const FEATURE_ICONS: Record<string, SiteIconName> = {
  'remote-control': 'sliders-horizontal',
  'push-notifications': 'bell-ring',
  'offline-mode': 'wifi-off',
  'cloud-sync': 'cloud-check',
};

/** The mobile apps, coming soon: two store cards, four features and a phone illustration. */
export function MobileAppsSection({ copy }: { copy: HomeCopy['mobileApps'] }) {
  return (
    <section
      aria-labelledby="home-mobile-title"
      className="overflow-hidden bg-white py-16 sm:py-24"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-[1fr_auto] lg:gap-16">
        <div className="flex flex-col gap-10">
          <SectionHeading
            id="home-mobile-title"
            title={copy.title}
            subtitle={copy.subtitle}
            align="start"
          />
          <ul className="grid gap-4 sm:grid-cols-2">
            {copy.stores.map((store) => (
              <li
                key={store.id}
                className="flex items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4"
              >
                <Icon
                  name={STORE_ICONS[store.id] ?? 'smartphone'}
                  className="size-8 shrink-0 text-ink"
                  strokeWidth={1.5}
                />
                <div className="flex min-w-0 flex-col">
                  <span className="text-xs font-semibold tracking-wide text-brand uppercase">
                    {copy.comingSoon}
                  </span>
                  <span className="text-lg font-semibold text-ink">{store.name}</span>
                  <span className="text-sm text-slate-600">{store.caption}</span>
                </div>
              </li>
            ))}
          </ul>
          <ul className="grid gap-6 sm:grid-cols-2">
            {copy.features.map((feature) => (
              <li key={feature.id} className="flex gap-4">
                <IconBadge icon={FEATURE_ICONS[feature.id] ?? 'smartphone'} size="sm" tone="soft" />
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold text-ink">{feature.title}</h3>
                  <p className="text-sm leading-relaxed text-slate-600">{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[18rem]">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-1/2 aspect-square -translate-y-1/2 rounded-full bg-linear-to-br from-brand/20 via-accent/15 to-sky/20 blur-2xl"
          />
          <img
            src="/images/home/mobile-app.svg"
            alt={copy.imageAlt}
            width={288}
            height={576}
            loading="lazy"
            decoding="async"
            className="relative h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}

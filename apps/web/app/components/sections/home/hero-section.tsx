import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';
import { Badge } from '../../../shared/ui/badge';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Container } from '../../../shared/ui/container';
import { DashboardMock } from './dashboard-mock';

/** Home hero: badge, the page's `<h1>`, subtitle, two calls to action and the dashboard mock. */
export function HeroSection({ copy, locale }: { copy: HomeCopy['hero']; locale: Locale }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(124_58_237/0.45),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,rgb(79_70_229/0.4),transparent_60%)]"
      />
      <Container className="grid grid-cols-1 items-center gap-12 py-16 sm:py-24 lg:grid-cols-2 lg:gap-16 lg:py-28">
        <div className="flex flex-col items-start gap-6">
          <Badge icon="sparkles" tone="dark">
            {copy.badge}
          </Badge>
          <h1
            id="home-hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {copy.titleStart}{' '}
            <span className="bg-linear-to-r from-indigo-300 via-violet-300 to-cyan-300 bg-clip-text text-transparent">
              {copy.titleHighlight}
            </span>{' '}
            {copy.titleEnd}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-indigo-100 sm:text-xl">
            {copy.subtitle}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={pagePath(locale, 'Waitlist')} tone="dark">
              {copy.primaryCta}
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            <ButtonLink to={pagePath(locale, 'Demo')} tone="dark" variant="secondary">
              <Icon name="circle-play" className="size-5" />
              {copy.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <DashboardMock copy={copy.mock} />
      </Container>
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { HomeCopy } from '../../../content/fr/home';
import { Icon } from '../../../shared/icons/icon';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Container } from '../../../shared/ui/container';

/** The closing call to action: waitlist, demo, and three guarantees. */
export function FinalCtaSection({ copy, locale }: { copy: HomeCopy['finalCta']; locale: Locale }) {
  return (
    <section aria-labelledby="home-final-cta-title" className="bg-white py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand to-accent px-6 py-12 text-center shadow-xl shadow-brand/20 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_16rem_at_80%_0%,rgb(6_182_212/0.35),transparent_70%)]"
          />
          <h2
            id="home-final-cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-white">
            {copy.subtitle}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={pagePath(locale, 'Waitlist')} tone="dark" variant="inverse">
              {copy.primaryCta}
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            <ButtonLink to={pagePath(locale, 'Demo')} tone="dark" variant="secondary">
              <Icon name="calendar-check" className="size-5" />
              {copy.secondaryCta}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm font-medium text-white sm:flex-row sm:gap-8">
            {copy.guarantees.map((guarantee) => (
              <li key={guarantee.id} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-5" />
                {guarantee.label}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

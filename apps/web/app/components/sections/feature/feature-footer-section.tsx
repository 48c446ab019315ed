import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { CommonCopy } from '../../../content/fr/common';
import { Icon } from '../../../shared/icons/icon';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Container } from '../../../shared/ui/container';

/** The call to action shared by the five feature pages. */
export function FeatureFooterSection({
  copy,
  locale,
}: {
  copy: CommonCopy['featureFooter'];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="feature-footer-title" className="bg-white pb-16 sm:pb-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_50%_130%,rgb(124_58_237/0.55),transparent_70%)]"
          />
          <h2
            id="feature-footer-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100">
            {copy.text}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={pagePath(locale, 'Waitlist')} tone="dark">
              {copy.waitlistButton}
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            <ButtonLink to={pagePath(locale, 'Demo')} tone="dark" variant="secondary">
              <Icon name="calendar-check" className="size-5" />
              {copy.demoButton}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

import type { Locale } from '@vitrine/contract/locales';
import { WaitlistForm } from '../components/forms/waitlist-form';
import { FormIsland } from '../components/islands/form-island';
import { PageFrame } from '../components/layout/page-frame';
import { BenefitList } from '../components/sections/forms/benefit-list';
import { FormSection } from '../components/sections/forms/form-section';
import type { PagesCopy } from '../content/fr/pages';
import type { FormsCopy } from '../content/fr/forms';
import type { FormLabels } from '../i18n/forms-copy';

export interface WaitlistPageCopy {
  page: PagesCopy['waitlist'];
  form: FormsCopy['waitlist'];
  labels: FormLabels;
}

/**
 * Waitlist (docs/product.md §2.12): heading and intro, then the section: title, subtitle,
 * description and benefits on the left, the form on the right.
 */
export function WaitlistPage({ locale, copy }: { locale: Locale; copy: WaitlistPageCopy }) {
  const waitlist = copy.page;
  const { section } = waitlist;
  return (
    <PageFrame heading={waitlist.heading} intro={waitlist.intro} compact>
      <FormSection
        labelledBy="waitlist-section-title"
        aside={
          <>
            <div>
              <h2
                id="waitlist-section-title"
                className="text-sm font-semibold tracking-wide text-brand uppercase"
              >
                {section.title}
              </h2>
              <p className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink">
                {section.subtitle}
              </p>
            </div>
            <p className="text-lg leading-relaxed text-slate-600">{section.description}</p>
            <BenefitList items={section.benefits} />
          </>
        }
      >
        <FormIsland
          name="waitlist-form"
          locale={locale}
          copy={{ form: copy.form, labels: copy.labels }}
        >
          <WaitlistForm locale={locale} copy={copy.form} labels={copy.labels} />
        </FormIsland>
      </FormSection>
    </PageFrame>
  );
}

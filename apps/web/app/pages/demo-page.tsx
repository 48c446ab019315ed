import type { Locale } from '@vitrine/contract/locales';
import { DemoForm } from '../components/forms/demo-form';
import { FormIsland } from '../components/islands/form-island';
import { PageFrame } from '../components/layout/page-frame';
import { BenefitList } from '../components/sections/forms/benefit-list';
import { FormSection } from '../components/sections/forms/form-section';
import { Badge } from '../shared/ui/badge';
import type { FormsCopy } from '../content/fr/forms';
import type { PagesCopy } from '../content/fr/pages';
import type { FormLabels } from '../i18n/forms-copy';

export interface DemoPageCopy {
  page: PagesCopy['demo'];
  form: FormsCopy['demo'];
  labels: FormLabels;
}

/** Demo (docs/product.md §2.11): the 30-minute demo's benefits, and the request form. */
export function DemoPage({ locale, copy }: { locale: Locale; copy: DemoPageCopy }) {
  const demo = copy.page;
  const { duration } = copy.form;
  return (
    <PageFrame heading={demo.heading} intro={demo.intro} compact>
      <FormSection
        labelledBy="demo-benefits-title"
        aside={
          <>
            <div>
              <Badge icon="clock">{duration}</Badge>
            </div>
            <h2
              id="demo-benefits-title"
              className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
            >
              {demo.benefitsTitle}
            </h2>
            <BenefitList items={demo.benefits} />
          </>
        }
      >
        <FormIsland
          name="demo-form"
          locale={locale}
          copy={{ form: copy.form, labels: copy.labels }}
        >
          <DemoForm locale={locale} copy={copy.form} labels={copy.labels} />
        </FormIsland>
      </FormSection>
    </PageFrame>
  );
}

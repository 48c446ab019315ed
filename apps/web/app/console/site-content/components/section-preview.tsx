import { COMPARED_PLAN_KEYS } from '@vitrine/contract/entities/field-options';
import type { Locale } from '@vitrine/contract/locales';
import {
  comparisonRowView,
  faqView,
  figureView,
  planView,
  teamMemberView,
  testimonialView,
  valueView,
} from '../../../shared/site-content/record-views';
import { TeamList } from '../../../shared/site-sections/about/team-section';
import { ValueList } from '../../../shared/site-sections/about/values-section';
import { FigureList } from '../../../shared/site-sections/figure-list';
import { TestimonialList } from '../../../shared/site-sections/home/testimonials-section';
import { ComparisonGrid } from '../../../shared/site-sections/pricing/comparison-table';
import { FaqList } from '../../../shared/site-sections/pricing/faq-section';
import { PlanList } from '../../../shared/site-sections/pricing/plan-list';
import { consoleContentCopy as contentEn } from '../content/en/console-content';
import { consoleContentCopy as contentFr } from '../content/fr/console-content';
import type { ContentDraft, ContentKind } from '../content-kinds';
import { previewRecord, type PreviewRecord } from '../preview-record';

const PADDED = 'p-4 sm:p-6';
/** The background of each section on its page, behind the preview's items. */
const FRAMES: Record<ContentKind, string> = {
  // Room above for the popular plan's badge.
  plans: 'bg-slate-50 px-4 pt-10 pb-4 sm:px-6 sm:pb-6',
  comparison: `bg-white ${PADDED}`,
  faq: `bg-slate-50 ${PADDED}`,
  testimonials: `bg-white ${PADDED}`,
  figures: `bg-ink ${PADDED}`,
  values: `bg-slate-50 ${PADDED}`,
  team: `bg-white ${PADDED}`,
};

interface SectionPreviewProps {
  kind: ContentKind;
  items: ContentDraft[];
  locale: Locale;
}

function SectionItems({ kind, items, locale }: SectionPreviewProps) {
  const copy = locale === 'en' ? contentEn : contentFr;
  const views = <K extends ContentKind, T>(
    recordKind: K,
    view: (record: PreviewRecord<K>, locale: Locale) => T,
  ) => items.map((item) => view(previewRecord(recordKind, item), locale));
  switch (kind) {
    case 'plans':
      return (
        <PlanList
          plans={views('plans', planView)}
          period={copy.site.period}
          popularBadge={copy.site.popularBadge}
          locale={locale}
        />
      );
    case 'comparison':
      return (
        <ComparisonGrid
          rows={views('comparison', comparisonRowView)}
          captionId="content-preview-caption"
          labels={{
            caption: copy.kinds.comparison.title,
            featureColumn: copy.site.featureColumn,
            columns: COMPARED_PLAN_KEYS.map((key) => ({
              id: key,
              label: copy.fields.planKeys[key],
            })),
            yes: copy.site.included,
            no: copy.site.excluded,
          }}
        />
      );
    case 'faq':
      return (
        <div className="mx-auto max-w-3xl">
          <FaqList items={views('faq', faqView)} expanded />
        </div>
      );
    case 'testimonials':
      return (
        <TestimonialList
          items={views('testimonials', testimonialView)}
          ratingLabel={copy.site.rating}
        />
      );
    case 'figures':
      return <FigureList figures={views('figures', figureView)} />;
    case 'values':
      return <ValueList values={views('values', valueView)} />;
    case 'team':
      return <TeamList members={views('team', teamMemberView)} />;
  }
}

/**
 * The items of the section of `kind`, drawn by the site's own components from `items` (the edited
 * record among the others) in `locale`. The section's title is the page's copy, which the console
 * does not import: the preview shows the items only, with the console's words for the labels
 * around them (period, badge, table headers, hidden rating).
 */
export function SectionPreview({ kind, items, locale }: SectionPreviewProps) {
  return (
    <div className={FRAMES[kind]}>
      <SectionItems kind={kind} items={items} locale={locale} />
    </div>
  );
}

import type { PlanKey, ValueIcon } from '@vitrine/contract/entities/field-options';
import { LOCALE_CURRENCY } from '@vitrine/contract/entities/plan';
import type { Locale } from '@vitrine/contract/locales';
import { safeImageUrl } from '@vitrine/contract/entities/image-url';
import type {
  SiteContentReader,
  SiteContentRecords,
} from '@vitrine/contract/site-content/site-content';

/**
 * The content records the team edits (plans, comparison rows, FAQ, testimonials, figures, values,
 * team), as a page shows them: visible, in order, in the page's language only. Route loaders
 * build them, so no page's script carries them; the console's preview builds them from the record
 * being edited.
 */

/** A comparison-table cell: display text, or `true`/`false` shown as an icon plus a hidden word. */
export type ComparisonCell = string | boolean;

export interface PlanView {
  key: PlanKey;
  /** Monthly price in the currency of the page's language (`prices.eur` in French, `usd` in English). */
  price: number;
  name: string;
  description: string;
  features: string[];
  buttonText: string;
  free: boolean;
  popular: boolean;
  enterprise: boolean;
}

export interface ComparisonRowView {
  label: string;
  /** Starter, Professional, Enterprise. */
  cells: [ComparisonCell, ComparisonCell, ComparisonCell];
}

export interface FaqItemView {
  question: string;
  answer: string;
}

export interface TestimonialView {
  name: string;
  company: string;
  role: string;
  content: string;
  rating: number;
}

export interface FigureView {
  value: string;
  label: string;
}

export interface CompanyValueView {
  title: string;
  description: string;
  icon: ValueIcon;
}

export interface TeamMemberView {
  name: string;
  role: string;
  description: string;
  portrait?: string;
  portraitAlt: string;
}

type RecordOf<K extends keyof SiteContentRecords> = SiteContentRecords[K][number];
type Texts = { fr: string; en: string };

const cell = (value: boolean | Texts, locale: Locale): ComparisonCell =>
  typeof value === 'boolean' ? value : value[locale];

/*
 * One record in one language. The site's loaders and the console's preview (with the record
 * being edited) both shape records with these.
 */

export const planView = (plan: RecordOf<'Plan'>, locale: Locale): PlanView => ({
  key: plan.key,
  price: plan.prices[LOCALE_CURRENCY[locale]],
  name: plan.name[locale],
  description: plan.description[locale],
  features: plan.features[locale],
  buttonText: plan.button_text[locale],
  free: plan.free,
  popular: plan.popular,
  enterprise: plan.enterprise,
});

export const comparisonRowView = (
  row: RecordOf<'PlanComparisonRow'>,
  locale: Locale,
): ComparisonRowView => ({
  label: row.label[locale],
  cells: [cell(row.starter, locale), cell(row.professional, locale), cell(row.enterprise, locale)],
});

export const faqView = (item: RecordOf<'FaqItem'>, locale: Locale): FaqItemView => ({
  question: item.question[locale],
  answer: item.answer[locale],
});

export const testimonialView = (
  item: RecordOf<'Testimonial'>,
  locale: Locale,
): TestimonialView => ({
  name: item.name,
  company: item.company[locale],
  role: item.role[locale],
  content: item.content[locale],
  rating: item.rating,
});

export const figureView = (figure: RecordOf<'SiteFigure'>, locale: Locale): FigureView => ({
  value: figure.value[locale],
  label: figure.label[locale],
});

export const valueView = (value: RecordOf<'CompanyValue'>, locale: Locale): CompanyValueView => ({
  title: value.title[locale],
  description: value.description[locale],
  icon: value.icon,
});

export const teamMemberView = (member: RecordOf<'TeamMember'>, locale: Locale): TeamMemberView => ({
  name: member.name,
  role: member.role[locale],
  description: member.description[locale],
  ...(safeImageUrl(member.portrait) ? { portrait: member.portrait } : {}),
  portraitAlt: member.portrait_alt[locale],
});

export async function pricingContent(read: SiteContentReader, locale: Locale) {
  const [plans, rows, faq] = await Promise.all([
    read('Plan'),
    read('PlanComparisonRow'),
    read('FaqItem'),
  ]);
  return {
    plans: plans.map((plan) => planView(plan, locale)),
    rows: rows.map((row) => comparisonRowView(row, locale)),
    faq: faq.map((item) => faqView(item, locale)),
  };
}
export type PricingContent = Awaited<ReturnType<typeof pricingContent>>;

async function figures(read: SiteContentReader, placement: 'home' | 'about', locale: Locale) {
  return (await read('SiteFigure'))
    .filter((figure) => figure.placement === placement)
    .map((figure) => figureView(figure, locale));
}

export async function homeContent(read: SiteContentReader, locale: Locale) {
  const [testimonials, homeFigures] = await Promise.all([
    read('Testimonial'),
    figures(read, 'home', locale),
  ]);
  return {
    testimonials: testimonials.map((item) => testimonialView(item, locale)),
    figures: homeFigures,
  };
}
export type HomeContent = Awaited<ReturnType<typeof homeContent>>;

export async function aboutContent(read: SiteContentReader, locale: Locale) {
  const [aboutFigures, values, team] = await Promise.all([
    figures(read, 'about', locale),
    read('CompanyValue'),
    read('TeamMember'),
  ]);
  return {
    figures: aboutFigures,
    values: values.map((value) => valueView(value, locale)),
    team: team.map((member) => teamMemberView(member, locale)),
  };
}
export type AboutContent = Awaited<ReturnType<typeof aboutContent>>;

import type { ContentEntityName, EntityTypes } from '@vitrine/contract/entities/entity-registry';
import type { Locale } from '@vitrine/contract/locales';

/** The Content pages' kinds, in the order of their tabs: `/admin/content/:kind`. */
export const CONTENT_KINDS = [
  'plans',
  'comparison',
  'faq',
  'testimonials',
  'figures',
  'values',
  'team',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const KIND_ENTITIES = {
  plans: 'Plan',
  comparison: 'PlanComparisonRow',
  faq: 'FaqItem',
  testimonials: 'Testimonial',
  figures: 'SiteFigure',
  values: 'CompanyValue',
  team: 'TeamMember',
} as const satisfies Record<ContentKind, ContentEntityName>;

export type KindEntity<K extends ContentKind> = (typeof KIND_ENTITIES)[K];
export type ContentRecord = EntityTypes[ContentEntityName]['record'];

/** The record's fields the editor holds (no id or dates), as typed so far. */
export type ContentDraft = Record<string, unknown>;

/** A stored record's fields, read like a draft's. */
export const fieldsOf = (record: ContentRecord | ContentDraft) => record as ContentDraft;

export const isContentKind = (kind: string | undefined): kind is ContentKind =>
  (CONTENT_KINDS as readonly (string | undefined)[]).includes(kind);

export const contentPath = (kind: ContentKind, id?: string) =>
  id ? `/admin/content/${kind}/${encodeURIComponent(id)}` : `/admin/content/${kind}`;

/** The id in `/admin/content/:kind/:id` that opens an empty editor. */
export const NEW_ITEM = 'new';

type Texts = { fr: string; en: string };
const text = (value: unknown, locale: Locale) =>
  typeof value === 'object' && value !== null ? ((value as Texts)[locale] ?? '') : '';

/** What names a record in lists, dialogs and toasts. */
export function recordName(
  kind: ContentKind,
  item: ContentRecord | ContentDraft,
  locale: Locale,
): string {
  const record = fieldsOf(item);
  switch (kind) {
    case 'plans':
      return text(record.name, locale);
    case 'comparison':
      return text(record.label, locale);
    case 'faq':
      return text(record.question, locale);
    case 'testimonials':
    case 'team':
      return String(record.name ?? '');
    case 'figures':
      return `${text(record.value, locale)} ${text(record.label, locale)}`.trim();
    case 'values':
      return text(record.title, locale);
  }
}

const texts = (): Texts => ({ fr: '', en: '' });

/** A new record of `kind`, last in its list. */
export function emptyDraft(kind: ContentKind, order: number): ContentDraft {
  const common = { order, visible: true };
  switch (kind) {
    case 'plans':
      return {
        key: 'starter',
        prices: { eur: 0, usd: 0 },
        name: texts(),
        description: texts(),
        features: { fr: [], en: [] },
        button_text: texts(),
        free: false,
        popular: false,
        enterprise: false,
        ...common,
      };
    case 'comparison':
      return { label: texts(), starter: true, professional: true, enterprise: true, ...common };
    case 'faq':
      return { question: texts(), answer: texts(), ...common };
    case 'testimonials':
      return { name: '', company: texts(), role: texts(), content: texts(), rating: 5, ...common };
    case 'figures':
      return { placement: 'home', value: texts(), label: texts(), ...common };
    case 'values':
      return { title: texts(), description: texts(), icon: 'lightbulb', ...common };
    case 'team':
      return { name: '', role: texts(), description: texts(), portrait_alt: texts(), ...common };
  }
}

const SERVER_FIELDS = new Set([
  'id',
  'created_date',
  'updated_date',
  'created_by',
  'created_by_id',
]);

/** The editable fields of a stored record. */
export const draftOf = (record: ContentRecord): ContentDraft =>
  Object.fromEntries(Object.entries(fieldsOf(record)).filter(([key]) => !SERVER_FIELDS.has(key)));

import type { ContentEntityName, EntityTypes } from '../entities/entity-registry';
import type { PageName } from '../site-pages';
import { SEED_COMPANY_VALUES, SEED_SITE_FIGURES, SEED_TEAM_MEMBERS } from './about-seed';
import { SEED_TESTIMONIALS } from './home-seed';
import { SEED_FAQ_ITEMS, SEED_PLAN_COMPARISON_ROWS, SEED_PLANS } from './pricing-seed';

/**
 * The fields of a content record as written (no dates), per content entity; the server's reader
 * adds the record's id (the seed has none).
 */
export type SiteContentRecords = {
  [K in ContentEntityName]: (EntityTypes[K]['input'] & { id?: string })[];
};

/**
 * Reads the records of one content entity that visitors see: the visible ones, smallest `order`
 * first. The server reads its database; a build without a server reads the seed.
 */
export type SiteContentReader = <K extends ContentEntityName>(
  entity: K,
) => Promise<SiteContentRecords[K]>;

/** What a fresh database is seeded with: the site's content as first published. */
export const SITE_CONTENT_SEED: SiteContentRecords = {
  Plan: SEED_PLANS,
  PlanComparisonRow: SEED_PLAN_COMPARISON_ROWS,
  Testimonial: SEED_TESTIMONIALS,
  TeamMember: SEED_TEAM_MEMBERS,
  CompanyValue: SEED_COMPANY_VALUES,
  SiteFigure: SEED_SITE_FIGURES,
  FaqItem: SEED_FAQ_ITEMS,
};

/** The records visitors see, in display order (a stable sort: equal orders keep their places). */
export function visibleInOrder<T extends { visible: boolean; order: number }>(
  records: readonly T[],
) {
  return records.filter((record) => record.visible).sort((a, b) => a.order - b.order);
}

/** Reads the seed as the database would answer once seeded. */
export const readSeedContent: SiteContentReader = async (entity) =>
  visibleInOrder(SITE_CONTENT_SEED[entity]) as SiteContentRecords[typeof entity];

/** The pages drawn from each content entity: what to render again when its records change. */
export const CONTENT_PAGES: Record<ContentEntityName, readonly PageName[]> = {
  Plan: ['Tarifs'],
  PlanComparisonRow: ['Tarifs'],
  FaqItem: ['Tarifs'],
  Testimonial: ['Home'],
  SiteFigure: ['Home', 'About'],
  CompanyValue: ['About'],
  TeamMember: ['About'],
};

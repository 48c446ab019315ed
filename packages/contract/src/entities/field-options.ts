// Option lists of entity fields, without the schema library: safe to import in any page's
// JavaScript (the entity modules build TypeBox schemas when loaded).

export const BLOG_CATEGORIES = [
  'digital-signage',
  'ai-technology',
  'business-tips',
  'case-studies',
  'tutorials',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const SCREENS_COUNT_OPTIONS = ['1-5', '6-20', '21-50', '50+'] as const;

export const INTEREST_OPTIONS = [
  'ai-content',
  'multi-screen',
  'scheduling',
  'analytics',
  'integrations',
] as const;

/**
 * Plan figures of docs/product.md §9.2. Prices are numbers per month, the same in both languages:
 * the pricing page formats them in euros (French) or dollars (English). Names, descriptions and
 * features are copy (`content/<locale>/pricing.ts`), matched by `id`.
 */
export type PlanId = 'free' | 'starter' | 'professional' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** Monthly price, in the currency of the page's language. */
  price: number;
  /** Shown as the current plan, with a disabled button. */
  free: boolean;
  /** Marked "most popular". */
  popular: boolean;
  /** Sold by the sales team: its button leads to the Contact page. */
  enterprise: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'free', price: 0, free: true, popular: false, enterprise: false },
  { id: 'starter', price: 19.99, free: false, popular: true, enterprise: false },
  { id: 'professional', price: 49.99, free: false, popular: false, enterprise: false },
  { id: 'enterprise', price: 99.99, free: false, popular: false, enterprise: true },
];

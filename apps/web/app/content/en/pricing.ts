import type { PricingCopy } from '../fr/pricing';

export const pricing: PricingCopy = {
  hero: {
    badge: 'Pricing',
    title: 'Simple pricing, no surprises',
    subtitle:
      'Start free, then pick the plan that grows with your screen network. 14-day free trial, no credit card required.',
  },

  popularBadge: 'Most popular',

  period: '/month',

  notice:
    '14-day free trial, no credit card required, cancel anytime. Pay by credit card, or by bank transfer on the Enterprise plan.',

  comparison: {
    title: 'Compare plans in detail',
    caption: 'Comparison of the Starter, Professional and Enterprise plans',
    featureColumn: 'Feature',
    columns: [
      { id: 'starter', label: 'Starter' },
      { id: 'professional', label: 'Professional' },
      { id: 'enterprise', label: 'Enterprise' },
    ],
    yes: 'Included',
    no: 'Not included',
  },

  faq: {
    title: 'Frequently asked questions',
  },
};

import type { ComparisonRow, PricingCopy } from '../fr/pricing';

const comparisonRows: ComparisonRow[] = [
  { id: 'screens', label: 'Screens', values: ['3', '10', 'Unlimited'] },
  { id: 'ai-visuals', label: 'AI visuals', values: ['All', 'All', 'All'] },
  { id: 'ai-video', label: 'AI video', values: ['Basic', 'Advanced', 'Custom'] },
  { id: 'smart-suggestions', label: 'Smart suggestions', values: [false, true, true] },
  { id: 'integrations', label: 'Integrations', values: ['Limited', 'Complete', 'Custom'] },
  { id: 'analytics', label: 'Analytics', values: [false, true, 'Advanced'] },
  { id: 'users', label: 'Users', values: ['1', 'Up to 10', 'Unlimited'] },
  { id: 'support', label: 'Support', values: ['Email', 'Priority', 'Dedicated 24/7'] },
];

export const pricing: PricingCopy = {
  hero: {
    badge: 'Pricing',
    title: 'Simple pricing, no surprises',
    subtitle:
      'Start free, then pick the plan that grows with your screen network. 14-day free trial, no credit card required.',
  },

  popularBadge: 'Most popular',

  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'Try Vitrine on a couple of screens.',
      period: '/month',
      features: [
        '2 screens',
        '10 AI generations per month',
        '1 GB storage',
        '3 playlists',
        'Basic support',
        'Basic templates',
      ],
      buttonText: 'Current plan',
    },
    {
      id: 'starter',
      name: 'Starter',
      description: 'For shops and small teams getting started.',
      period: '/month',
      features: [
        '10 screens',
        '100 AI generations per month',
        '10 GB storage',
        '20 playlists',
        'Priority support',
        'Premium templates',
        'Basic analytics',
      ],
      buttonText: 'Start free trial',
    },
    {
      id: 'professional',
      name: 'Professional',
      description: 'For businesses running several locations.',
      period: '/month',
      features: [
        '50 screens',
        '500 AI generations per month',
        '50 GB storage',
        '100 playlists',
        'Priority support',
        'Premium templates',
        'Advanced analytics',
        'Custom branding',
      ],
      buttonText: 'Start free trial',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'For large screen networks that need dedicated support.',
      period: '/month',
      features: [
        'Unlimited screens',
        'Unlimited AI generations',
        '500 GB storage',
        'Unlimited playlists',
        'Dedicated support',
        'Premium templates',
        'Advanced analytics',
        'Custom branding',
        'API access',
      ],
      buttonText: 'Contact sales',
    },
  ],

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
    rows: comparisonRows,
    yes: 'Included',
    no: 'Not included',
  },

  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'change-plan',
        question: 'Can I change plans at any time?',
        answer:
          'Yes. Move up when your screen network grows, or switch to a lighter plan if your needs change. There’s no long-term commitment, and you can cancel anytime.',
      },
      {
        id: 'payment-options',
        question: 'Which payment methods do you accept?',
        answer:
          'We accept all major credit cards. On the Enterprise plan, you can also pay by bank transfer.',
      },
      {
        id: 'refund-guarantee',
        question: 'Do you offer a money-back guarantee?',
        answer:
          'We’d rather you try before you pay: every paid plan starts with a 14-day free trial, no credit card required. You only commit once you’re sure Vitrine is right for you, and you can cancel anytime.',
      },
      {
        id: 'support-included',
        question: 'Is support included?',
        answer:
          'Yes, on every plan: from basic support on the Free plan to dedicated 24/7 support on Enterprise. The comparison table above shows the level of support for each plan.',
      },
    ],
  },
};

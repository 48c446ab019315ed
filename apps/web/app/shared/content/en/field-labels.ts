import type { FieldLabels } from '../fr/field-labels';

export const fieldLabels: FieldLabels = {
  blogCategories: {
    'digital-signage': 'Digital Signage',
    'ai-technology': 'AI Technology',
    'business-tips': 'Business Tips',
    'case-studies': 'Case Studies',
    tutorials: 'Tutorials',
  },
  screensCount: [
    { id: '1-5', label: '1–5' },
    { id: '6-20', label: '6–20' },
    { id: '21-50', label: '21–50' },
    { id: '50+', label: '50+' },
  ],
  interests: [
    { id: 'ai-content', label: 'AI content generation' },
    { id: 'multi-screen', label: 'Multi-screen management' },
    { id: 'scheduling', label: 'Advanced scheduling' },
    { id: 'analytics', label: 'Analytics and reports' },
    { id: 'integrations', label: 'Integrations' },
  ],
};

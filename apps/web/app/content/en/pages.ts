import type { PagesCopy } from '../fr/pages';

export const pages: PagesCopy = {
  contact: {
    heading: 'Let’s talk about your screens',
    intro:
      'A question about Vitrine, a rollout you’re planning or a specific need? Use the form below, email or call us: our team in Lyon gets back to you Monday to Friday.',
  },

  demo: {
    heading: 'Book your demo',
    intro:
      'In 30 minutes, a Vitrine expert shows you the platform in action on your screens and your use cases, and answers all your questions. No strings attached.',
    benefitsTitle: 'What we’ll cover in 30 minutes',
    benefits: [
      { id: 'tailored-tour', text: 'A guided tour tailored to your business' },
      { id: 'live-ai', text: 'AI content creation, live' },
      { id: 'rollout-advice', text: 'Practical advice for setting up your screens' },
      { id: 'questions', text: 'Answers to all your questions, pricing included' },
    ],
  },

  waitlist: {
    heading: 'Join the waitlist',
    intro:
      'Vitrine is opening its doors step by step. Sign up to be among the first businesses to transform their screens with AI.',
    section: {
      title: 'Early access',
      subtitle: 'Be among the first',
      description:
        'Leave your details and tell us about your screens. We’ll let you know as soon as your access is ready and tailor our onboarding to your setup.',
      benefits: [
        { id: 'priority-access', text: 'Priority access to the platform' },
        { id: 'onboarding', text: 'Personal help with your setup' },
        { id: 'roadmap', text: 'A say in the features we build next' },
        { id: 'early-news', text: 'First look at what’s new' },
      ],
    },
  },

  blog: {
    heading: 'The Vitrine blog',
    intro:
      'Practical tips, customer stories and trends in digital signage and AI, to help you get the most from your screens.',
  },
};

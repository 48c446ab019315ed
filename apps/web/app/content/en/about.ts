import type { AboutCopy } from '../fr/about';

export const about: AboutCopy = {
  hero: {
    badge: 'About us',
    title: 'We give your screens a voice',
    subtitle:
      'Since 2023, Vitrine has been helping businesses turn ordinary screens into smart communication tools.',
  },

  stats: {
    title: 'Vitrine today',
    items: [
      { id: 'companies', value: '500+', label: 'client companies' },
      { id: 'screens', value: '2000+', label: 'connected screens' },
      { id: 'countries', value: '50+', label: 'countries' },
      { id: 'uptime', value: '99.9%', label: 'uptime' },
    ],
  },

  story: {
    title: 'Our story',
    imageAlt:
      'Illustration: a shop screen, a lobby screen and a trade-show screen connected to one platform',
    paragraphs: [
      'Vitrine started in 2023 with a simple observation: screens are everywhere, in stores, lobbies and trade shows, yet most of them show static content that someone updates by hand, if at all.',
      'So we brought AI content creation, scheduling and screen control together in one tool. Today, more than 500 companies in over 50 countries trust us with more than 2000 screens.',
    ],
  },

  mission: {
    title: 'Our mission',
    text: 'Make digital signage simple and effective for every business, whatever its size. Creating, scheduling and playing content should take minutes, not days.',
  },

  values: {
    title: 'Our values',
    subtitle: 'Four principles guide every decision we make.',
    items: [
      {
        id: 'innovation',
        title: 'Innovation',
        description:
          'We put AI to work for tangible results: more relevant content, created faster.',
      },
      {
        id: 'simplicity',
        title: 'Simplicity',
        description:
          'A clear interface and a quick setup. You don’t need to be an expert to communicate well.',
      },
      {
        id: 'excellence',
        title: 'Excellence',
        description:
          '99.9% uptime, enterprise-grade security and responsive support: we aim for the best, screen after screen.',
      },
      {
        id: 'accessibility',
        title: 'Accessibility',
        description:
          'A free plan to get started, clear pricing and a platform designed for every user.',
      },
    ],
  },

  team: {
    title: 'The team',
    subtitle: 'People who love great visuals, solid software and happy customers.',
    members: [
      {
        id: 'claire-dumont',
        name: 'Claire Dumont',
        role: 'Co-founder and CEO',
        description:
          'Fifteen years in retail marketing. She founded Vitrine to give teams the tools she always wished she’d had.',
        imageAlt: 'Portrait of Claire Dumont, co-founder and CEO of Vitrine',
      },
      {
        id: 'thomas-nguyen',
        name: 'Thomas Nguyen',
        role: 'Co-founder and CTO',
        description:
          'A software engineer who builds a platform that runs thousands of screens reliably.',
        imageAlt: 'Portrait of Thomas Nguyen, co-founder and CTO of Vitrine',
      },
      {
        id: 'ines-haddad',
        name: 'Inès Haddad',
        role: 'Head of AI',
        description:
          'She makes sure every piece of generated content is accurate, readable and true to your brand.',
        imageAlt: 'Portrait of Inès Haddad, Head of AI at Vitrine',
      },
      {
        id: 'marc-lefevre',
        name: 'Marc Lefèvre',
        role: 'Head of Customer Success',
        description:
          'He guides customers from their very first screen to a rollout across every location.',
        imageAlt: 'Portrait of Marc Lefèvre, Head of Customer Success at Vitrine',
      },
    ],
  },

  vision: {
    title: 'Our vision',
    text: 'Tomorrow, your screens won’t just display content. They’ll become autonomous, intelligent assistants that pick the right message for the right audience at the right moment.',
  },
};

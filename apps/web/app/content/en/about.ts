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
  },

  team: {
    title: 'The team',
    subtitle: 'People who love great visuals, solid software and happy customers.',
  },

  vision: {
    title: 'Our vision',
    text: 'Tomorrow, your screens won’t just display content. They’ll become autonomous, intelligent assistants that pick the right message for the right audience at the right moment.',
  },
};

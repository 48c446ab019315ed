import type { FeaturesCopy } from '../fr/features';

export const features: FeaturesCopy = {
  hero: {
    badge: 'Features',
    title: 'Five ways to make your screens work harder',
    subtitle:
      'Create, control, schedule, connect: see how Vitrine turns every screen into a communication tool.',
  },
  cards: [
    {
      id: 'FeatureAI',
      title: 'AI Generation',
      description: 'Create images, videos and copy from a simple prompt, in your brand’s style.',
      linkLabel: 'Learn more',
      linkAriaLabel: 'Learn more about AI Generation',
    },
    {
      id: 'FeatureScreens',
      title: 'Screen Management',
      description: 'Monitor, update and restart every screen remotely, all from a single map.',
      linkLabel: 'Learn more',
      linkAriaLabel: 'Learn more about Screen Management',
    },
    {
      id: 'FeaturePlaylists',
      title: 'Dynamic Playlists',
      description:
        'Schedule content by time, condition or season, and let AI optimize the rotation.',
      linkLabel: 'Learn more',
      linkAriaLabel: 'Learn more about Dynamic Playlists',
    },
    {
      id: 'FeatureAgenda',
      title: 'Calendar Sync',
      description:
        'Connect your Google, Outlook or Apple calendars and turn events into content suggestions.',
      linkLabel: 'Learn more',
      linkAriaLabel: 'Learn more about Calendar Sync',
    },
    {
      id: 'FeatureApps',
      title: 'Integrated Apps',
      description: 'Weather, news, clocks, countdowns: add live content in a few clicks.',
      linkLabel: 'Learn more',
      linkAriaLabel: 'Learn more about Integrated Apps',
    },
  ],
};

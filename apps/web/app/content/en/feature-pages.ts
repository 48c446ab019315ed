import type { FeaturePagesCopy } from '../fr/feature-pages';

export const featurePages: FeaturePagesCopy = {
  FeatureAI: {
    name: 'AI Generation',
    headline: 'AI Generation',
    highlight: 'Revolutionary',
    subtitle:
      'Describe your idea and AI creates images, videos and copy that are ready to play, in your brand’s style.',
    imageAlt: 'Digital display showing a colorful promotional visual created by AI',
    itemsTitle: 'What the AI creates for you',
    items: [
      {
        id: 'image-generation',
        title: 'Custom images',
        description:
          'Posters, promotions, announcements: get original visuals from a simple description.',
      },
      {
        id: 'video-creation',
        title: 'Videos in minutes',
        description: 'Turn a message into a short animated video, sized for each of your screens.',
      },
      {
        id: 'copywriting',
        title: 'Copy that grabs attention',
        description:
          'Headlines, slogans, announcements: AI writes short copy that reads from across the room.',
      },
      {
        id: 'brand-style',
        title: 'On brand, every time',
        description: 'Colors, fonts, tone of voice: every creation adapts to your brand’s style.',
      },
    ],
  },

  FeatureScreens: {
    name: 'Screen Management',
    headline: 'Screen Management',
    highlight: 'Centralized',
    subtitle:
      'One dashboard to see, control and sync every screen, whether you run one location or a hundred.',
    imageAlt: 'Wall of synchronized digital screens showing the same content',
    itemsTitle: 'Every screen under control',
    items: [
      {
        id: 'map-view',
        title: 'Map view',
        description: 'See every screen’s status on a map: online, offline or playing.',
      },
      {
        id: 'remote-control',
        title: 'Remote control',
        description: 'Update, restart or change what’s on a screen without leaving your desk.',
      },
      {
        id: 'status-alerts',
        title: 'Status alerts',
        description: 'Get notified the moment a screen disconnects or stops playing.',
      },
      {
        id: 'secure-delivery',
        title: 'Secure delivery',
        description: 'Content is delivered securely, and only to the screens you’ve authorized.',
      },
    ],
  },

  FeaturePlaylists: {
    name: 'Playlists',
    headline: 'Dynamic Playlists',
    highlight: 'Intelligent',
    subtitle:
      'Schedule once and let Vitrine handle the rest: every piece of content plays at the right time, on the right screen.',
    imageAlt: 'Store display cycling through promotional content',
    itemsTitle: 'The right content at the right time',
    items: [
      {
        id: 'schedules',
        title: 'Schedules and repeat rules',
        description:
          'Set time slots and repeat rules: every morning, every Monday, the first of the month.',
      },
      {
        id: 'display-conditions',
        title: 'Display conditions',
        description: 'Choose where and when each item appears: by screen, by group, by time slot.',
      },
      {
        id: 'seasonal-campaigns',
        title: 'Seasonal campaigns',
        description:
          'Prepare sales, holidays and back-to-school ahead of time. Campaigns start and stop on their own.',
      },
      {
        id: 'ai-rotation',
        title: 'AI-optimized rotation',
        description:
          'Playback adapts to the time of day, the weather, your events or system data, and AI fine-tunes the running order.',
      },
    ],
  },

  FeatureAgenda: {
    name: 'Calendar Sync',
    headline: 'Calendar Sync',
    highlight: 'Automatic',
    subtitle:
      'Connect your calendar and your events turn into content, scheduled without lifting a finger.',
    imageAlt: 'Open planner on a desk next to a laptop',
    itemsTitle: 'Your calendar drives your screens',
    items: [
      {
        id: 'all-calendars',
        title: 'All your calendars',
        description: 'Google, Outlook, Apple and other business calendars connect in a few clicks.',
      },
      {
        id: 'smart-suggestions',
        title: 'Smart suggestions',
        description:
          'Trade show, product launch, team meeting? Vitrine suggests the content to match.',
      },
      {
        id: 'auto-scheduling',
        title: 'Automatic scheduling',
        description: 'Event content goes live at the right moment, with no manual work.',
      },
      {
        id: 'team-rights',
        title: 'Built for teams',
        description: 'Give each colleague specific rights over calendars, content and screens.',
      },
    ],
  },

  FeatureApps: {
    name: 'Apps',
    headline: 'Integrated Apps',
    highlight: 'Powerful',
    subtitle:
      'Add live content to your screens in a few clicks: weather, news, videos, clocks and countdowns.',
    imageAlt: 'Digital screen showing the weather, the time and news headlines',
    itemsTitle: 'Live content, zero effort',
    items: [
      {
        id: 'weather',
        title: 'Local weather',
        description: 'Forecasts for each location, updated automatically.',
      },
      {
        id: 'news-feeds',
        title: 'News and RSS feeds',
        description: 'Headlines from your favorite sources, or your own blog, on a loop.',
      },
      {
        id: 'videos-photos',
        title: 'Videos and photos',
        description: 'Bring in content from video platforms and photo-sharing accounts.',
      },
      {
        id: 'clocks-timers',
        title: 'Clocks and timers',
        description:
          'World clocks, counters and countdown timers for events, launches and promotions.',
      },
    ],
  },
};

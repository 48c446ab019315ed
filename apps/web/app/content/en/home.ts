import type { HomeCopy } from '../fr/home';

export const home: HomeCopy = {
  hero: {
    badge: 'AI-powered digital signage',
    titleStart: 'Turn every screen into an',
    titleHighlight: 'AI-powered',
    titleEnd: 'communication tool',
    subtitle:
      'Create images, videos and copy with AI, schedule them around your calendar and play them on every screen, all from one platform.',
    primaryCta: 'Join the waitlist',
    secondaryCta: 'Watch the demo',
    mock: {
      description:
        'Animated Vitrine dashboard: three online screens play their content while AI creates a new visual from a prompt.',
      title: 'Dashboard',
      screensTitle: 'Your screens',
      online: 'Online',
      nowPlaying: 'Now playing',
      screens: [
        { id: 'store', name: 'Downtown store', content: 'Summer collection' },
        { id: 'lobby', name: 'Main lobby', content: 'Welcome, visitors' },
        { id: 'cafe', name: 'Café corner', content: 'Today’s menu' },
      ],
      promptLabel: 'Prompt',
      prompt: 'Spring poster in our brand colors',
      generating: 'AI is creating your visual…',
      ready: 'Visual ready to play',
      calendarSynced: 'Calendar synced',
    },
  },

  features: {
    title: 'Everything you need for screens that get noticed',
    subtitle: 'Create, schedule, play: one platform does it all.',
    items: [
      {
        id: 'ai-content',
        title: 'AI-created content',
        description:
          'Describe what you want on screen. AI creates images, videos and copy in your brand’s style.',
      },
      {
        id: 'multi-screen',
        title: 'Multi-screen control',
        description:
          'See every screen’s status on a map, update or restart it remotely, and get an alert the moment something goes wrong.',
      },
      {
        id: 'smart-scheduling',
        title: 'Smart scheduling',
        description:
          'Connect your calendar and Vitrine suggests and schedules the right content at the right time.',
      },
    ],
  },

  aiShowcase: {
    badge: 'Artificial intelligence',
    title: 'AI that creates for you',
    subtitle:
      'Images, videos, copy: Vitrine produces content that matches your brand’s style, then fine-tunes how it plays.',
    capabilities: [
      { id: 'image-generation', label: 'Image generation', value: 95 },
      { id: 'video-creation', label: 'Video creation', value: 88 },
      { id: 'content-writing', label: 'Content writing', value: 92 },
      { id: 'auto-optimisation', label: 'Auto-optimization', value: 90 },
    ],
  },

  integrations: {
    title: 'Works with the tools you already use',
    subtitle: 'Bring in your content and events in a few clicks, without changing how you work.',
    items: [
      {
        id: 'youtube',
        name: 'YouTube',
        description: 'Play your videos and playlists on any screen.',
      },
      {
        id: 'google-calendar',
        name: 'Google Calendar',
        description: 'Your events turn into scheduled content.',
      },
      {
        id: 'canva',
        name: 'Canva',
        description: 'Bring in your designs as they are, no exporting or reworking.',
      },
      {
        id: 'google-drive',
        name: 'Google Drive',
        description: 'Pull images and videos straight from your cloud storage.',
      },
      {
        id: 'chrome-web-store',
        name: 'Chrome Web Store',
        description: 'Install the Vitrine player on your Chrome OS devices.',
      },
      {
        id: 'google-play',
        name: 'Google Play',
        description: 'Get the player for Android TV and Android-based screens.',
      },
    ],
    workflow: {
      title: 'From calendar to screens in three steps',
      steps: [
        {
          id: 'calendar',
          title: 'Your calendar',
          description: 'Vitrine reads your events: launches, trade shows, promotions, meetings.',
        },
        {
          id: 'ai',
          title: 'AI',
          description: 'It suggests and creates content that fits each moment.',
        },
        {
          id: 'screens',
          title: 'Your screens',
          description: 'The right message plays in the right place at the right time.',
        },
      ],
    },
  },

  mobileApps: {
    title: 'Vitrine in your pocket',
    subtitle:
      'Our iOS and Android apps are coming soon, so you can stay in control of your screens wherever you are.',
    comingSoon: 'Coming soon',
    imageAlt:
      'Phone showing the Vitrine app: the list of online screens and what each one is playing',
    stores: [
      { id: 'app-store', name: 'App Store', caption: 'For iPhone and iPad' },
      { id: 'google-play', name: 'Google Play', caption: 'For Android phones and tablets' },
    ],
    features: [
      {
        id: 'remote-control',
        title: 'Remote control',
        description: 'Change content or restart a screen from your phone.',
      },
      {
        id: 'push-notifications',
        title: 'Push notifications',
        description: 'Know the moment a screen goes offline.',
      },
      {
        id: 'offline-mode',
        title: 'Offline mode',
        description:
          'Prepare playlists with no connection. They sync as soon as you’re back online.',
      },
      {
        id: 'cloud-sync',
        title: 'Cloud sync',
        description: 'The same screens, content and playlists on your phone and on the web.',
      },
    ],
  },

  compatibility: {
    title: 'Compatible with your screens',
    subtitle: 'Vitrine runs on the leading smart-TV and professional display platforms.',
    platforms: [
      { id: 'android-tv', name: 'Android TV', value: 100 },
      { id: 'lg-webos', name: 'LG webOS', value: 100 },
      { id: 'samsung-tizen', name: 'Samsung Tizen', value: 100 },
      { id: 'amazon-fire-tv', name: 'Amazon Fire TV', value: 100 },
      { id: 'chrome-os', name: 'Chrome OS', value: 100 },
    ],
    stats: [
      { id: 'compatibility', value: '99.8%', label: 'device compatibility' },
      { id: 'install', value: '< 30 s', label: 'to install the player' },
      { id: 'support', value: '24/7', label: 'technical support' },
    ],
  },

  testimonials: {
    title: 'Already on screen with Vitrine',
    subtitle: 'Retail, hospitality, events: teams who took back control of their screens.',
    ratingLabel: 'Rated {rating} out of 5 stars',
  },

  stats: {
    title: 'Vitrine in numbers',
  },

  finalCta: {
    title: 'Ready to transform your screens?',
    subtitle:
      'Join the waitlist and be among the first to create, schedule and play content with AI.',
    primaryCta: 'Join the waitlist',
    secondaryCta: 'Schedule a demo',
    guarantees: [
      { id: 'no-credit-card', label: 'No credit card required' },
      { id: 'quick-setup', label: 'Set up in under 5 minutes' },
      { id: 'cancel-anytime', label: 'Cancel anytime' },
    ],
  },
};

import type { SeoCopy } from '../fr/seo';

export const seo: SeoCopy = {
  siteName: 'Vitrine',
  organizationDescription:
    'Vitrine is a smart digital-signage platform for businesses: AI content creation, multi-screen control and scheduling.',
  defaultOgImageAlt: 'Vitrine smart digital signage: one dashboard running several screens',

  pages: {
    home: {
      title: 'Vitrine · AI-powered digital signage for businesses',
      description:
        'Create content with AI, schedule it around your calendar and run every screen from one platform. Join the Vitrine waitlist today.',
    },
    features: {
      title: 'Digital signage features · Vitrine',
      description:
        'AI generation, screen management, playlists, calendar sync and integrated apps: everything you need to make your screens work harder.',
    },
    FeatureAI: {
      title: 'AI content generation for screens · Vitrine',
      description:
        'Create images, videos and copy for your screens from a simple prompt. Vitrine’s AI adapts every creation to your brand’s style.',
    },
    FeatureScreens: {
      title: 'Centralized screen management · Vitrine',
      description:
        'A map of every screen’s status, remote updates and restarts, status alerts and secure delivery: manage your whole network from Vitrine.',
    },
    FeaturePlaylists: {
      title: 'Smart playlists and scheduling · Vitrine',
      description:
        'Schedules, repeat rules, display conditions and seasonal campaigns. Vitrine plays the right content while AI optimizes the rotation.',
    },
    FeatureAgenda: {
      title: 'Automatic calendar sync · Vitrine',
      description:
        'Connect Google, Outlook or Apple calendars and Vitrine turns your events into smart content suggestions, scheduled on your screens.',
    },
    FeatureApps: {
      title: 'Integrated apps for your screens · Vitrine',
      description:
        'Weather, news and RSS feeds, videos and photos, world clocks and countdown timers: add live content to your screens in a few clicks.',
    },
    pricing: {
      title: 'Digital signage pricing and plans · Vitrine',
      description:
        'Start free, then choose Starter, Professional or Enterprise. Every paid plan comes with a 14-day free trial, no credit card required.',
    },
    about: {
      title: 'About Vitrine: our story and our team',
      description:
        'Founded in 2023, Vitrine serves more than 500 companies in over 50 countries. Discover our mission, our values and the team behind the platform.',
    },
    contact: {
      title: 'Contact the team · Vitrine',
      description:
        'A question about Vitrine or a digital-signage project? Email or call us. Our team in Lyon gets back to you Monday to Friday.',
    },
    demo: {
      title: 'Book a 30-minute demo · Vitrine',
      description:
        'See Vitrine in 30 minutes with an expert: AI content creation, screen control and straight answers to all your questions.',
    },
    waitlist: {
      title: 'Join the waitlist · Vitrine',
      description:
        'Sign up for the Vitrine waitlist: priority access to the platform, personal help with your setup and a first look at new features.',
    },
    blogPost: {
      title: 'An article from the Vitrine blog',
      description:
        'An article from the Vitrine blog: practical tips, customer stories and trends in digital signage and AI, in a few minutes’ read.',
    },
    notFound: {
      title: 'Page not found · Vitrine',
      description:
        'This address doesn’t exist on the Vitrine website. Find out about AI-powered digital signage for businesses from our home page.',
    },
    blog: {
      title: 'Digital signage and AI blog · Vitrine',
      description:
        'Practical tips, customer stories and the latest trends in digital signage and AI, to help you get the most from your screens.',
    },
    legalNotice: {
      title: 'Legal notice · Vitrine',
      description:
        'Publisher, host and publication director: all the legal information about Vitrine SAS and the vitrine.example website, in one place.',
    },
    privacy: {
      title: 'Privacy policy · Vitrine',
      description:
        'What Vitrine SAS collects through its forms, why, how long it keeps your data and how to exercise your rights, including erasure.',
    },
    terms: {
      title: 'Website terms of use · Vitrine',
      description:
        'The rules for using the Vitrine website: access, content, the waitlist, the newsletter, liability and the law that applies to them.',
    },
    cookies: {
      title: 'Cookies and trackers · Vitrine',
      description:
        'The Vitrine website uses no advertising or analytics trackers: it only remembers your language choice. Here is exactly what is stored.',
    },
    newsletter: {
      title: 'Your newsletter subscription · Vitrine',
      description:
        'Confirm your subscription to the Vitrine newsletter, or unsubscribe in one click, from the link in the email we sent you.',
    },
  },
};

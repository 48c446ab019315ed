import type { CommonCopy } from '../fr/common';

export const common: CommonCopy = {
  siteName: 'Vitrine',
  skipToContent: 'Skip to main content',
  scrollProgress: 'Reading progress',
  opensInNewTab: '(opens in a new tab)',

  header: {
    homeLinkLabel: 'Vitrine, back to home',
    navLabel: 'Main navigation',
    nav: [
      { id: 'features', label: 'Features' },
      { id: 'pricing', label: 'Pricing' },
      { id: 'blog', label: 'Blog' },
      { id: 'about', label: 'About' },
      { id: 'contact', label: 'Contact' },
    ],
    joinWaitlist: 'Join Waitlist',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },

  languageSwitch: {
    buttonText: 'FR',
    label: 'FR – Passer en français',
    labelLang: 'fr',
  },

  footer: {
    navLabel: 'Footer',
    tagline:
      'Smart digital signage for businesses. Create content with AI and run every screen from one place.',
    quickLinks: {
      title: 'Quick links',
      links: [
        { id: 'home', label: 'Home' },
        { id: 'features', label: 'Features' },
        { id: 'pricing', label: 'Pricing' },
        { id: 'blog', label: 'Blog' },
        { id: 'about', label: 'About' },
      ],
    },
    product: {
      title: 'Product',
      links: [
        { id: 'demo', label: 'Demo' },
        { id: 'waitlist', label: 'Waitlist' },
        { id: 'use-cases', label: 'Use cases' },
        { id: 'integrations', label: 'Integrations' },
        { id: 'api', label: 'API' },
      ],
    },
    support: {
      title: 'Support',
      links: [
        { id: 'help-centre', label: 'Help center' },
        { id: 'documentation', label: 'Documentation' },
        { id: 'status', label: 'Status' },
        { id: 'community', label: 'Community' },
        { id: 'contact', label: 'Contact' },
      ],
    },
    legal: {
      title: 'Legal',
      links: [
        { id: 'legal-notice', label: 'Legal notice' },
        { id: 'privacy', label: 'Privacy' },
        { id: 'terms', label: 'Terms' },
        { id: 'cookies', label: 'Cookies' },
      ],
    },
    contact: {
      title: 'Contact',
      emailLabel: 'Email',
      email: 'hello@vitrine.example',
      phoneLabel: 'Phone',
      phone: '+33 1 99 00 27 45',
      phoneDial: '+33199002745',
      addressLabel: 'Address',
      address: {
        street: '24 rue de la République',
        city: '69002 Lyon',
        country: 'France',
      },
      hoursLabel: 'Hours',
      hours: 'Monday to Friday, 9 am to 6 pm (Paris time)',
    },
    social: {
      title: 'Follow us',
      links: [
        {
          id: 'linkedin',
          label: 'LinkedIn',
          ariaLabel: 'Vitrine on LinkedIn (opens in a new tab)',
        },
        { id: 'youtube', label: 'YouTube', ariaLabel: 'Vitrine on YouTube (opens in a new tab)' },
        {
          id: 'instagram',
          label: 'Instagram',
          ariaLabel: 'Vitrine on Instagram (opens in a new tab)',
        },
      ],
    },
    newsletter: {
      title: 'The Vitrine newsletter',
      text: 'Product news, content ideas and digital-signage best practice, straight to your inbox.',
      emailLabel: 'Your email address',
      emailPlaceholder: 'you@company.com',
      subscribe: 'Subscribe',
      consent: 'I agree to receive the Vitrine newsletter. I can unsubscribe at any time.',
      privacy:
        'Vitrine SAS uses your address to send you its newsletter once you confirm it by email. We keep it until you unsubscribe, and no longer than 3 years after your last contact.',
    },
    unavailable: '(coming soon)',
    copyright: '© {year} Vitrine. All rights reserved.',
  },

  honeypotLabel: 'Website',

  privacyNotice: {
    erasure: 'To see or erase your data, write to',
    email: 'privacy@vitrine.example',
    link: 'Privacy policy',
  },

  toast: {
    dismiss: 'Dismiss notification',
    unreachable: {
      title: 'Can’t reach Vitrine',
      description: 'Check your connection and try again. Everything you typed is still here.',
    },
  },

  notFound: {
    title: 'This page doesn’t exist',
    text: 'We couldn’t find that address, so here’s our home page instead. Everything else is one click away.',
  },

  errorPage: {
    title: 'Something went wrong',
    text: 'This page couldn’t be displayed. Please try again in a moment, or start again from the home page.',
    homeLink: 'Back to home',
  },

  featureFooter: {
    title: 'Ready to put your screens to work?',
    text: 'Join the waitlist for early access, or book a 30-minute demo with our team.',
    waitlistButton: 'Join the waitlist',
    demoButton: 'Book a demo',
  },

  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
    features: 'Features',
  },

  featureNav: {
    label: 'All features',
    pills: [
      { id: 'FeatureAI', label: 'AI Generation' },
      { id: 'FeatureScreens', label: 'Screen Management' },
      { id: 'FeaturePlaylists', label: 'Playlists' },
      { id: 'FeatureAgenda', label: 'Calendar Sync' },
      { id: 'FeatureApps', label: 'Apps' },
    ],
  },
};

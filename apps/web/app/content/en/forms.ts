import { fieldLabels } from '../../shared/content/en/field-labels';
import type { FormsCopy } from '../fr/forms';

export const forms: FormsCopy = {
  optional: 'optional',
  sending: 'Sending...',
  errorPrefix: 'Error:',

  validation: {
    required: 'This field is required.',
    format: 'Enter a valid email address.',
    maxLength: 'Use {limit} characters at most.',
    minLength: 'Use at least {limit} characters.',
    enum: 'Choose one of the options offered.',
    characters: 'This field contains characters we can’t store.',
    invalid: 'This value isn’t valid.',
  },

  toasts: {
    rateLimited: {
      title: 'Too many attempts in a short time',
      description: 'Wait a minute, then try again. Everything you typed is still here.',
    },
    challengeFailed: {
      title: 'The anti-robot check didn’t go through',
      description:
        'Your browser couldn’t complete the small check that protects this form from robots. Try again. Everything you typed is still here.',
    },
    serverError: {
      title: 'We couldn’t send this right now',
      description:
        'Something went wrong on our side. Try again in a moment. Everything you typed is still here.',
    },
  },

  waitlist: {
    title: 'Save your spot',
    fields: {
      firstName: { label: 'First name', required: 'Enter your first name.' },
      lastName: { label: 'Last name', required: 'Enter your last name.' },
      email: {
        label: 'Work email',
        placeholder: 'you@company.com',
        required: 'Enter your email address.',
      },
      company: { label: 'Company', required: 'Enter your company name.' },
      role: { label: 'Job title', placeholder: 'Marketing manager' },
    },
    screensCount: {
      label: 'Number of screens',
      placeholder: 'Choose…',
      options: fieldLabels.screensCount,
    },
    interests: {
      legend: 'What interests you',
      help: 'Choose as many as you like.',
      options: fieldLabels.interests,
    },
    submit: 'Join the waitlist',
    success: {
      title: 'Thank you! You are now on our waitlist.',
      text: 'We’ll write to you as soon as your access is ready. A confirmation email is on its way.',
    },
    privacy:
      'Vitrine SAS uses these details to manage your place on the waitlist and to tell you when your access is ready. We keep them for 3 years after our last exchange.',
  },

  contact: {
    title: 'Send us a message',
    fields: {
      name: { label: 'Full name', required: 'Enter your name.' },
      email: {
        label: 'Email',
        placeholder: 'you@company.com',
        required: 'Enter your email address.',
      },
      message: {
        label: 'Your message',
        placeholder: 'Tell us about your screens and your project…',
        required: 'Write your message.',
      },
    },
    submit: 'Send message',
    success: {
      title: 'Thank you! Your message has arrived.',
      text: 'Our team will reply within one business day, at the address you gave.',
    },
    details: {
      title: 'Our details',
      text: 'Prefer the phone or email? We’re here Monday to Friday.',
    },
    privacy:
      'Vitrine SAS uses these details to answer your message. We keep them for 3 years after our last exchange.',
  },

  demo: {
    title: 'Request your demo',
    duration: '30-minute video demo, no strings attached',
    fields: {
      name: { label: 'Full name', required: 'Enter your name.' },
      email: {
        label: 'Work email',
        placeholder: 'you@company.com',
        required: 'Enter your work email address.',
      },
      company: { label: 'Company', required: 'Enter your company name.' },
      phone: {
        label: 'Phone',
        placeholder: '+1 555 010 0199',
        help: 'Only to reach you if the link doesn’t get through.',
      },
    },
    submit: 'Get a scheduling link',
    success: {
      title: 'Thank you! Your demo request is in.',
      text: 'We’re emailing you a link to pick the 30-minute slot that suits you.',
    },
    privacy:
      'Vitrine SAS uses these details to organize your demo and follow up about it. We keep them for 3 years after our last exchange.',
  },

  newsletter: {
    fields: {
      email: { required: 'Enter your email address.' },
      consent: { required: 'Tick this box to get the newsletter.' },
    },
    success: {
      title: 'One more step!',
      text: 'We’ve just emailed you: open the link inside to confirm your subscription.',
    },
  },

  newsletterPage: {
    heading: 'Your Vitrine newsletter subscription',
    working: 'One moment…',
    confirm: {
      text: 'Confirm your address to get the Vitrine newsletter: product news, content ideas and best practice.',
      button: 'Confirm my subscription',
      doneTitle: 'Subscription confirmed',
      doneText:
        'Thank you! The next Vitrine newsletter is on its way to you. Every issue has a link to unsubscribe.',
    },
    unsubscribe: {
      text: 'Don’t want the Vitrine newsletter anymore? One click is all it takes.',
      button: 'Unsubscribe me',
      doneTitle: 'You’re unsubscribed',
      doneText:
        'Your address has been erased from our list. You won’t get the Vitrine newsletter again.',
    },
    invalid: {
      title: 'This link is no longer valid',
      text: 'It may have expired or been used already. You can sign up again at any time from the bottom of every page.',
    },
    incomplete: {
      title: 'This link is incomplete',
      text: 'Open the link exactly as it appears in the email, or paste all of it into the address bar.',
    },
    homeLink: 'Back to home',
  },
};

import type { LegalCopy } from '../fr/legal';

export const legal: LegalCopy = {
  legalNotice: {
    title: 'Legal notice',
    intro:
      'Under French law (the Act of June 21, 2004 on confidence in the digital economy, known as LCEN), every website must say who publishes it and who hosts it. Here is that information, along with the rules that apply to the site’s content.',
    updated: 'Last updated: November 21, 2026',
    sections: [
      {
        id: 'publisher',
        heading: 'Publisher',
        paragraphs: [
          'This website is published by Vitrine SAS, a French simplified joint-stock company (société par actions simplifiée) with a share capital of €10,000.',
        ],
        list: [
          'Head office: 24 rue de la République, 69002 Lyon, France',
          'Registration: Lyon Trade and Companies Register (RCS Lyon) 912 345 678',
          'EU VAT number: FR74 912 345 678',
          'Email: bonjour@vitrine.example',
          'Phone: +33 1 99 00 27 45, Monday to Friday, 9 a.m. to 6 p.m. (Paris time)',
        ],
      },
      {
        id: 'publication-director',
        heading: 'Publication director',
        paragraphs: [
          'The publication director is the president of Vitrine SAS, acting as the company’s legal representative.',
          'You can reach them by email at bonjour@vitrine.example or by post at the head office.',
        ],
        list: [],
      },
      {
        id: 'hosting',
        heading: 'Hosting',
        paragraphs: [
          'Vitrine SAS hosts this website itself, on its own servers, operated in France in a data center in Lyon.',
        ],
        list: [
          'Host: Vitrine SAS',
          'Address: 24 rue de la République, 69002 Lyon, France',
          'Phone: +33 1 99 00 27 45',
          'Email: bonjour@vitrine.example',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          'The text, illustrations, logos, visual identity, interface and code of this website, as well as the Vitrine name, belong to Vitrine SAS or are used with their owners’ permission. They are protected by the French Intellectual Property Code.',
          'You may not reproduce, display, adapt or distribute any of this material, in whole or in part, without prior written permission from Vitrine SAS. Doing so is infringement, punishable under Articles L. 335-2 et seq. of the French Intellectual Property Code. Short quotations remain allowed within the limits set by law, provided the source is credited.',
          'To ask for permission, write to bonjour@vitrine.example.',
        ],
        list: [],
      },
      {
        id: 'credits',
        heading: 'Credits',
        paragraphs: [
          'The illustrations on this site (features, blog articles, team portraits) are original artwork created for Vitrine. They may not be reused without our permission.',
          'Icons come from the open-source Lucide library, released under the ISC license.',
        ],
        list: [],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We take care to keep the information on this site accurate and up to date, but we cannot guarantee that it is complete or free of errors. Features and plans are described as they are planned for the platform’s launch and may still change.',
          'We do our best to keep the site available at all times, but it may be interrupted for maintenance or after an incident. Vitrine SAS cannot be held liable for indirect damage arising from the use of the site or from its unavailability.',
          'The site links to third-party websites, such as our social media pages. We have no control over those sites and are not responsible for their content.',
        ],
        list: [],
      },
      {
        id: 'personal-data',
        heading: 'Personal data and cookies',
        paragraphs: [
          'How we handle your personal data is explained in our privacy policy. The only information stored on your device is described on our cookies page.',
          'For any question about your data, write to privacy@vitrine.example.',
        ],
        list: [],
      },
      {
        id: 'report-content',
        heading: 'Reporting content',
        paragraphs: [
          'If you believe that content on this site is unlawful or infringes your rights, email us at bonjour@vitrine.example with the page concerned, the content at issue and the reasons for your report. We will look into it and get back to you as quickly as we can.',
        ],
        list: [],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what personal data Vitrine collects on this website, why, how long we keep it and how to exercise your rights under the EU General Data Protection Regulation (GDPR) and the French Data Protection Act. In short: we only collect what you give us through our forms and anonymous visit statistics, measured without cookies; we never sell anything, and we don’t track you.',
    updated: 'Last updated: November 24, 2026',
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        paragraphs: [
          'The data controller is Vitrine SAS, a simplified joint-stock company with a share capital of €10,000, registered with the Lyon Trade and Companies Register under number 912 345 678, with its head office at 24 rue de la République, 69002 Lyon, France.',
          'For any question about your personal data, write to privacy@vitrine.example. We have not appointed a data protection officer: messages sent to this address are handled directly by the Vitrine team.',
        ],
        list: [],
      },
      {
        id: 'data-collected',
        heading: 'What we collect',
        paragraphs: [
          'We only collect the information you type into our forms yourself, and the anonymous visit statistics described below (“Audience measurement, without cookies”). Each form shows which fields are needed; without them, we can’t handle your request. The others are optional, such as your role, screen count and interests on the waitlist.',
          'Our servers also keep technical logs (date, page requested, response code) that contain no personal data: no IP addresses and nothing you typed into a form.',
          'Here is what we receive, form by form:',
        ],
        list: [
          'Waitlist: first name, last name, email address, company, role, number of screens, interests and the site language when you signed up.',
          'Contact form: name, email address and your message.',
          'Demo request: full name, work email address, company and phone number.',
          'Newsletter: email address, chosen language and the date you gave your consent.',
        ],
      },
      {
        id: 'purposes-legal-bases',
        heading: 'Why we use it, and on what legal basis',
        paragraphs: [
          'We use your data only for the reason you gave it to us, with no profiling and no automated decision-making. Each use relies on one of the legal bases set out in Article 6 of the GDPR:',
        ],
        list: [
          'Waitlist: letting you know when your early access is ready, keeping you posted about the launch and tailoring our onboarding to your screens. Legal bases: steps taken at your request before a contract, and our legitimate interest in answering businesses interested in Vitrine.',
          'Contact form: answering your message and following up on your request. Legal bases: our legitimate interest in replying to people who write to us and, when your request is about our plans, steps taken at your request before a contract.',
          'Demo request: sending you a link to pick a time slot and running your 30-minute demo. Legal bases: steps taken at your request before a contract, and our legitimate interest in following up.',
          'Newsletter: sending you product news, content ideas and best practices. Legal basis: your consent, confirmed in two steps (double opt-in), as your subscription only becomes active once you click the confirmation link we email you.',
          'Audience measurement: knowing how many people visit the site, which pages interest them, where they come from and which pages or campaigns lead to our forms, so we can improve the site and our content. Legal basis: our legitimate interest in knowing how our own site is used, within the conditions the CNIL sets for audience measurement exempt from consent. The visit details attached to a request sent through a form rely on the same basis.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who can see it',
        paragraphs: [
          'Your data is only for the Vitrine team, and within the team only for the people who need it to handle your request.',
          'To send our emails (sign-up confirmations, replies, the newsletter), we use an email delivery provider acting as a processor under Article 28 of the GDPR: it only uses your data on our instructions to deliver our messages, and it is bound to keep it confidential and secure.',
          'Visit statistics are computed and kept on our own servers, alongside the site. Only the team’s administrators can see them, and they are passed on to no third party.',
          'We never sell, rent or hand over your data to anyone, and we never use it for advertising. It may only be disclosed to public authorities where the law requires us to.',
        ],
        list: [],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data only as long as each purpose requires, following the reference periods set by the CNIL, France’s data protection authority. After that, it is deleted.',
        ],
        list: [
          'Waitlist and demo requests: 3 years from collection or from the last time you got in touch with us (replying to one of our emails, making a new request…).',
          'Messages sent through the contact form: 3 years from your last exchange with us.',
          'Newsletter: until you unsubscribe, or after 3 years without hearing from you. A sign-up that is never confirmed is deleted after 30 days.',
          'Copies of the emails we send you (confirmations, links): 90 days, long enough to check they reached you.',
          'Server technical logs: 1 year. They contain no personal data.',
          'Audience measurement: the details of visits and page views, 90 days; the daily totals (visitors, visits, page views, sources, campaigns…), 25 months, the longest the CNIL recommends. These periods are settings of our server. The secret key used to count visitors is deleted every day. The visit details attached to a request sent through a form are kept as long as that request.',
        ],
      },
      {
        id: 'audience-measurement',
        heading: 'Audience measurement, without cookies',
        paragraphs: [
          'To understand how the site is used, we measure its audience with our own tool, which runs on our servers alongside the site: no third-party service receives any of it. The measurement sets no cookie and stores nothing on your device.',
          'Each time a page is shown, a short script sends our server the page’s address, the address of the site you came from and your browser’s language, then, when you leave the page, how long it stayed visible on screen. Our server keeps only the following:',
        ],
        list: [
          'the pages viewed, the entry and exit page of each visit, and the time spent on each page;',
          'the site you came from, reduced to its domain name (for example www.google.com, never the full address of the page), and the campaign parameters in the address (utm_source, utm_medium, utm_campaign, utm_content, utm_term);',
          'the type of device (desktop, tablet or mobile) and the family of your browser and operating system (for example Firefox, Android);',
          'your browser’s language;',
          'the country, only if a database matching IP addresses to countries is installed on our server: it is looked up there, and the IP address is not kept;',
          'when you send one of our forms, which one (waitlist, contact, demo or newsletter) and the visit it came from: the page it was sent from, the entry page, the referring site and the campaign.',
        ],
      },
      {
        id: 'audience-anonymity',
        heading: 'How the measurement stays anonymous',
        paragraphs: [
          'To count visitors without cookies, our server computes a fingerprint for each page view from your IP address and your browser’s identifier (its “user agent”), combined with a secret key drawn at random every day. Neither the IP address nor the browser identifier is stored: only the fingerprint is. The key changes at midnight, Paris time, and the previous day’s key is deleted. You therefore get a different fingerprint every day, and no one, not even our team, can link your visits from one day to the next or find out who you are from these statistics.',
          'A visit groups the page views with the same fingerprint, with no break longer than 30 minutes. Our dashboards only show totals: numbers of visitors and visits, top pages, sources, campaigns, requests received and conversion rates.',
          'Team members signed in to the administration area are not counted: the script only checks whether an administrator’s sign-in token is present in the browser, without writing anything there. Robots (search engines, audit tools) and pages the browser loads ahead of time are not counted either.',
          'When you send a form, we attach to your request the page it was sent from and the entry page, referring site and campaign of your visit, to learn which content and campaigns bring us requests. Only the team can see this, with your request: it is kept as long as the request and deleted with it.',
        ],
        list: [],
      },
      {
        id: 'audience-objection',
        heading: 'Opting out of audience measurement',
        paragraphs: [
          'This measurement does not require your consent, as it meets the conditions the CNIL sets for audience measurement: it only produces anonymous statistics for our own use, is shared with no one, does not follow you on other sites and cannot recognize you from one day to the next. You can still opt out, at any time and without giving a reason:',
        ],
        list: [
          'turn on your browser’s Global Privacy Control or Do Not Track signal: the script then measures nothing, on all your visits;',
          'or add ?analytics-enable=false to the address of a page of the site: nothing is measured on that page or on the ones you then open from the site in the same tab, until you reload it;',
          'or block, with a content-blocking extension, the addresses of our site that contain /analytics/: the site works exactly the same. Since we keep nothing that could recognize you, we cannot find your past visits to remove them from our statistics; the visit details attached to a request are deleted with it if you ask.',
        ],
      },
      {
        id: 'no-tracking',
        heading: 'No tracking',
        paragraphs: [
          'This site uses no analytics cookies, no third-party audience measurement tool and no advertising trackers. It embeds no third-party content (videos, maps, web fonts, social media widgets): everything is served from our own servers.',
          'Our links to social networks and the blog’s share links are plain links: nothing is sent to those services unless you click them.',
          'The only things stored on your device, a language preference and, for the team’s administrators, a sign-in token, are described on our cookies page.',
        ],
        list: [],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'We protect your data with appropriate technical and organizational measures:',
        ],
        list: [
          'Traffic between your browser and our servers is encrypted (HTTPS).',
          'Only the team’s administrators, once signed in, can view the data collected.',
          'Administrator passwords are stored hashed, never in plain text.',
          'Our technical logs leave out personal data, including IP addresses.',
          'Our servers are operated in France, in a data center in Lyon.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfers outside the European Union',
        paragraphs: [
          'Your data is stored in France and is never transferred to any country outside the European Union. Our email delivery provider also processes it within the European Union.',
        ],
        list: [],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: ['You have the following rights over your data, at any time:'],
        list: [
          'Access: find out what data we hold about you and get a copy.',
          'Rectification: have inaccurate or incomplete data corrected.',
          'Erasure: have your data deleted.',
          'Restriction: ask us to pause the use of your data, for example while its accuracy is being checked.',
          'Objection: object to any use based on our legitimate interest, including audience measurement (see “Opting out of audience measurement”), and, at any time and without giving a reason, to receiving marketing messages.',
          'Portability: receive the data you gave us in a structured, commonly used format, or have it sent to another organization, where the processing relies on your consent or on steps taken before a contract.',
          'Withdrawing consent: unsubscribe from the newsletter at any time using the link included in every issue. This does not affect emails sent before you withdrew.',
          'Instructions after death: tell us what should happen to your data after your death, as provided for by Article 85 of the French Data Protection Act.',
        ],
      },
      {
        id: 'exercise-rights',
        heading: 'How to exercise your rights',
        paragraphs: [
          'Email privacy@vitrine.example, or write to Vitrine SAS, 24 rue de la République, 69002 Lyon, France. Tell us which right you want to exercise and, if you can, which form you used to send us your data.',
          'We reply within one month of receiving your request. If your request is complex or we receive a large number of them, this may be extended by two further months; if so, we will tell you why within the first month.',
          'Exercising your rights is free. If we have reasonable doubts about your identity, we may ask you for additional information to confirm it.',
        ],
        list: [],
      },
      {
        id: 'complaint',
        heading: 'Complaints to the CNIL',
        paragraphs: [
          'If you believe your rights have not been respected, you can lodge a complaint at any time with the CNIL (Commission nationale de l’informatique et des libertés), online at www.cnil.fr or by post at 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France.',
          'Feel free to write to us first at privacy@vitrine.example: we will do everything we can to sort things out with you.',
        ],
        list: [],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy, in particular when the platform launches. The date of the latest update appears at the top of this page. If we make a significant change, we will let the people concerned know by email.',
        ],
        list: [],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    intro:
      'These terms govern your use of the Vitrine website and its forms. By browsing the site, you accept them. They do not replace the platform’s terms of sale, which you will be shown before you subscribe to anything.',
    updated: 'Last updated: November 21, 2026',
    sections: [
      {
        id: 'purpose',
        heading: 'What this site is for',
        paragraphs: [
          'Published by Vitrine SAS, whose details appear in the legal notice, this site presents the Vitrine smart digital-signage platform: AI content creation, multi-screen management, playlists, calendar sync and built-in apps.',
          'It also lets you join the waitlist, request a demo, get in touch and subscribe to our newsletter. It is mainly intended for professionals: businesses, marketing teams, stores and event organizers.',
        ],
        list: [],
      },
      {
        id: 'access',
        heading: 'Access to the site',
        paragraphs: [
          'The site is free to use and needs no account. You are responsible for the equipment and internet connection you use to access it.',
          'We do our best to keep the site available at all times, but we may suspend access, for example for maintenance, an update or after an incident, without this giving rise to any compensation.',
        ],
        list: [],
      },
      {
        id: 'waitlist',
        heading: 'The waitlist',
        paragraphs: [
          'Joining the waitlist is free and commits you to nothing: it is neither an order nor a subscription, and you will not be asked to pay anything.',
          'It lets us tell you when your early access is ready, keep you posted about the launch and tailor our onboarding to your screens. Access opens gradually, so signing up does not guarantee a specific date.',
          'You can leave the waitlist at any time by writing to privacy@vitrine.example. How we handle your data is explained in our privacy policy.',
        ],
        list: [],
      },
      {
        id: 'free-trial',
        heading: 'The free trial',
        paragraphs: [
          'The offers described in this section and the next two will apply when the platform launches. They are provided for information only: the terms of sale, shown to you and accepted before you subscribe, will be the binding document.',
          'Every paid plan will start with a 14-day free trial, with no credit card required. You will not be asked to pay anything unless you choose to continue on a paid plan.',
        ],
        list: [],
      },
      {
        id: 'plans',
        heading: 'Plans',
        paragraphs: [
          'Four plans will be available. What each includes and what it costs is set out on our Pricing page, and may still change before launch.',
        ],
        list: [
          'Free: try Vitrine on a few screens, at no cost.',
          'Starter: for stores and small teams getting started.',
          'Professional: for businesses running several locations, with advanced analytics and custom branding.',
          'Enterprise: for large screen networks, with unlimited screens, dedicated support and API access.',
        ],
      },
      {
        id: 'payment-cancellation',
        heading: 'Payment and cancellation',
        paragraphs: [
          'Paid plans will be billed to a credit or debit card; all major cards will be accepted. Enterprise customers will also be able to pay by bank transfer.',
          'There will be no long-term commitment: you will be able to switch plans or cancel your subscription at any time. The details, including when a cancellation takes effect, will be set out in the terms of sale.',
        ],
        list: [],
      },
      {
        id: 'acceptable-use',
        heading: 'Using our forms',
        paragraphs: [
          'Our forms (waitlist, contact, demo, newsletter) are there so you can get in touch with the Vitrine team, and for nothing else. We may delete without notice any sign-up or message that breaks the rules below.',
          'When you use our forms, you agree to:',
        ],
        list: [
          'give accurate information, and only enter your own contact details or those of someone who has authorized you to do so;',
          'not send unlawful, abusive or defamatory content, or unsolicited sales pitches;',
          'not submit forms automatically or in bulk, or try to disrupt the site;',
          'not try to access the administration area or other people’s data without authorization.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          'The content of this site is protected by intellectual property law, as explained in our legal notice. You are welcome to read the site’s pages and share links to them, but you may not copy or reuse their content without our written permission.',
          'What you write to us remains yours: we only use it to handle your request.',
        ],
        list: [],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'The information on this site is provided for general information. The features and plans shown describe the platform as planned for launch and may change. Vitrine SAS cannot be held liable for any use of the site that breaches these terms, or for indirect damage arising from its use or unavailability.',
          'You are responsible for the information you send us. Nothing in these terms limits the rights you have under the law, in particular as a consumer.',
        ],
        list: [],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms, for example when the platform launches. The version that applies is the one published on this page, with its update date. Changes never apply retroactively.',
        ],
        list: [],
      },
      {
        id: 'applicable-law',
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by French law. If the French version and a translation differ, the French version prevails.',
          'If you disagree with us about anything, please write to bonjour@vitrine.example first: we will work with you to find an amicable solution.',
          'If you are a consumer, you can also use a consumer mediator free of charge, as provided for by Articles L. 611-1 et seq. of the French Consumer Code. The contact details of the mediator Vitrine falls under are available on request and will appear in the terms of sale.',
          'If no amicable solution is found, disputes will be brought before the courts of Lyon. If you are a consumer, you keep the right to go to the court for the place where you lived at the time of the events, as allowed by Article R. 631-3 of the French Consumer Code.',
        ],
        list: [],
      },
    ],
  },

  cookies: {
    title: 'Cookies',
    intro:
      'This site doesn’t track you. The only thing it stores on your device is a language preference, and only if you switch languages. Its audience measurement works without cookies and stores nothing on your device. Here are the full details.',
    updated: 'Last updated: November 24, 2026',
    sections: [
      {
        id: 'what-is-a-cookie',
        heading: 'What is a cookie?',
        paragraphs: [
          'A cookie is a small text file that a website saves in your browser so it can recognize a piece of information on your next visits. Other techniques, such as the browser’s local storage, do the same job: the law applies the same rules to them, and this page covers them too.',
        ],
        list: [],
      },
      {
        id: 'language-preference',
        heading: 'Your language preference',
        paragraphs: [
          'When you use the language switch (FR or EN), we save your choice in a cookie so the site appears in that language on your next visits. As long as you don’t use the switch, no cookie is set.',
        ],
        list: [
          'Name: lang',
          'Content: fr or en, nothing else',
          'Lifetime: 12 months',
          'Set by: Vitrine, for this site only (first-party cookie)',
          'Purpose: remembering the display language you chose',
        ],
      },
      {
        id: 'admin-sign-in',
        heading: 'The administrators’ sign-in token',
        paragraphs: [
          'Members of the Vitrine team who manage the site sign in to a private area. To keep them signed in, their sign-in token is kept in their browser’s local storage, not in a cookie. It is erased when they sign out and stops working after a limited time.',
          'If you are simply visiting the site, nothing of the kind is stored on your device.',
        ],
        list: [],
      },
      {
        id: 'audience-measurement',
        heading: 'Audience measurement, without cookies',
        paragraphs: [
          'To count visits, a short script sends our server, each time a page is shown, the page’s address, the site you came from, your browser’s language and the time spent on the page. It sets no cookie and writes nothing to your browser’s storage. It reads a single thing there: whether an administrator’s sign-in token is present, so that the team is not counted.',
          'Your page views are grouped into visits, for one day only, using a fingerprint our server computes from your IP address and your browser, with a secret key changed and deleted every day; neither the IP address nor the browser identifier is kept. What we measure, how long we keep it and how to opt out are detailed in our privacy policy.',
        ],
        list: [],
      },
      {
        id: 'no-consent-banner',
        heading: 'Why there is no consent banner',
        paragraphs: [
          'The language cookie only serves to show you the site the way you asked for it: it is an interface preference, strictly necessary for the service you are using. Under Article 82 of the French Data Protection Act and the CNIL’s guidelines, this kind of tracker is exempt from consent, and so is the administrators’ sign-in token.',
          'Our audience measurement meets the conditions the CNIL sets for exempting it from consent: anonymous statistics for our use only, no tracking across other sites or from one day to the next, nothing passed on to third parties, and the possibility to opt out. Since we use no other cookies or trackers, there is no consent to ask you for. That is why this site shows no cookie banner.',
        ],
        list: [],
      },
      {
        id: 'what-we-do-not-use',
        heading: 'What we don’t use',
        paragraphs: ['This site sets and reads no other tracker. In particular, there are:'],
        list: [
          'no audience measurement or analytics cookies;',
          'no advertising or targeting cookies;',
          'no social media cookies: our links to LinkedIn, YouTube and Instagram, like the blog’s share links, are plain links that load nothing unless you click them, after which the destination site’s own policy applies;',
          'no embedded third-party content (videos, maps, web fonts, widgets) that could set its own cookies.',
        ],
      },
      {
        id: 'delete-cookies',
        heading: 'Deleting or blocking cookies',
        paragraphs: [
          'You can delete the language cookie at any time: your language choice will simply be forgotten. You can also set your browser to block cookies; the site will still work fully, but your language will no longer be remembered from one visit to the next. Clearing a site’s data also clears its local storage.',
          'How to do it depends on your browser:',
        ],
        list: [
          'Google Chrome: Settings, then Privacy and security.',
          'Mozilla Firefox: Settings, then Privacy & Security, under Cookies and Site Data.',
          'Microsoft Edge: Settings, then Cookies and site permissions.',
          'Safari on Mac: Settings, then Privacy, then Manage Website Data.',
          'Safari on iPhone and iPad: the Settings app, then Safari, Advanced, Website Data.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this page',
        paragraphs: [
          'If we ever start using other cookies, especially ones that require consent, we will update this page and ask for your permission before setting any of them.',
        ],
        list: [],
      },
      {
        id: 'contact',
        heading: 'Questions?',
        paragraphs: [
          'For any question about cookies or your data, write to privacy@vitrine.example. To learn more about cookies and your rights, visit the CNIL’s website at www.cnil.fr.',
        ],
        list: [],
      },
    ],
  },
};

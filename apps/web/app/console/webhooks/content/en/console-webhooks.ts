import type { ConsoleWebhooksCopy } from '../fr/console-webhooks';

/** The words of `/admin/webhooks` in English. */
export const consoleWebhooksCopy: ConsoleWebhooksCopy = {
  title: 'Webhooks',
  intro:
    'Send new leads, published posts, sent campaigns and content changes to your CRM or automation tool, signed.',
  loadFailed: 'The webhooks could not be loaded.',
  empty: 'No webhooks yet.',
  create: {
    heading: 'New webhook',
    url: 'Receiver address (https://…)',
    description: 'Description (optional)',
    events: 'Events sent',
    submit: 'Create the webhook',
    noEvent: 'Choose at least one event.',
  },
  events: {
    'lead.created': 'New lead (waitlist, contact, demo, newsletter)',
    'lead.updated': 'Lead changed',
    'post.published': 'Post published',
    'campaign.sent': 'Campaign sent',
    'content.changed': 'Site content changed',
  },
  secret: {
    heading: 'Signing secret',
    warning:
      'Copy this secret now: it will never be shown again. Your receiver uses it to check every delivery.',
    copy: 'Copy the secret',
    copied: 'Secret copied',
    close: 'I have copied the secret',
  },
  row: {
    on: 'On',
    off: 'Off',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    test: 'Send a test event',
    testSent: 'Test event sent',
    deliveries: 'Deliveries',
    hideDeliveries: 'Hide deliveries',
    rotate: 'Renew the secret',
    cancel: 'Cancel',
    remove: 'Delete',
    confirmRemove: 'Delete this webhook? No more events will be sent to it.',
    disabledBecause: 'Turned off by the server: {reason}',
  },
  deliveries: {
    caption: 'Deliveries to {url}',
    event: 'Event',
    status: 'Status',
    code: 'Code',
    duration: 'Duration',
    attempt: 'Attempts',
    date: 'Date',
    redeliver: 'Redeliver',
    none: 'No deliveries yet.',
    refresh: 'Refresh',
    statuses: {
      pending: 'Pending',
      delivered: 'Delivered',
      failed: 'Failed',
      abandoned: 'Abandoned',
    },
  },
  actionFailed: 'The action failed: {message}',
};

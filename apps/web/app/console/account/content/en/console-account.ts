import type { ConsoleAccountCopy } from '../fr/console-account';

/** English copy of `/admin/account` (see `fr/console-account.ts`). */
export const consoleAccountCopy: ConsoleAccountCopy = {
  title: 'My account',
  intro: 'Your open sessions and your password.',
  sessions: {
    heading: 'Open sessions',
    intro:
      'Each sign-in opens a session. End the ones you don’t recognise: that device will have to sign in again.',
    unknownDevice: 'Unknown device',
    thisDevice: 'This device',
    created: 'Opened {date}',
    lastUsed: 'Last active {date}',
    end: 'End',
    endLabel: 'End the session on {device} opened {date}',
    endOthers: 'End all other sessions',
    ended: 'Session ended',
    othersEnded: 'Your other sessions have ended',
    loading: 'Loading sessions…',
    failed: 'The sessions could not be loaded: {message}',
    actionFailed: 'The session could not be ended: {message}',
  },
  password: {
    heading: 'Change your password',
    intro: 'Your other sessions will end; this one stays open.',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change the password',
    submitting: 'Saving…',
    changed: 'Password changed. Your other sessions have ended.',
    missing: 'Fill in all three fields.',
    differ: 'The two new passwords don’t match.',
    tooShort: 'The new password needs at least 12 characters.',
    wrongCurrent: 'The current password is incorrect.',
    rateLimited: 'Too many attempts. Try again in a few minutes.',
    failed: 'The password could not be changed: {message}',
  },
};

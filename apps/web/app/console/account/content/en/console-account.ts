import type { ConsoleAccountCopy } from '../fr/console-account';

/** English copy of the console's account page (see `fr/console-account.ts`). */
export const consoleAccountCopy: ConsoleAccountCopy = {
  title: 'My account',
  intro: 'How you sign in to the console.',
  setupRequired:
    'This site requires two-step sign-in. Turn it on below to use the rest of the console.',
  twoFactor: {
    title: 'Two-step sign-in',
    off: 'Off. After your password, you would be asked for a code from your authenticator app (Google Authenticator, 1Password, Aegis…).',
    on: 'On, with an authenticator app.',
    codesLeft: 'Recovery codes left: {count} of 10.',
    setUp: 'Set up',
    settingUp: 'Preparing…',
    scan: 'Scan this QR code with your authenticator app, or type in the key below.',
    qrAlt: 'QR code of the two-step sign-in key',
    secret: 'Key to type in',
    code: 'Six-digit code from the app',
    enable: 'Turn on',
    enabling: 'Turning on…',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Keep them somewhere safe: each one stands in for your phone once. They won’t be shown again.',
    copy: 'Copy the codes',
    copied: 'Codes copied.',
    download: 'Download the codes',
    done: 'I’ve kept my codes',
    renewTitle: 'New recovery codes',
    renewIntro: 'The old codes stop working.',
    renew: 'Make new codes',
    disableTitle: 'Turn off',
    password: 'Your password',
    disable: 'Turn off two-step sign-in',
    disabled: 'Two-step sign-in turned off.',
    invalidCode: 'This code isn’t valid. Check it and try again.',
    invalidPassword: 'Wrong password.',
    failed: 'That didn’t work: {message}',
  },
  security: {
    title: 'Site security',
    require: 'Require two-step sign-in for every account',
    requireHelp:
      'Accounts without it will have to set it up at their next sign-in. Only the owner can change this.',
    saved: 'Setting saved.',
  },
};

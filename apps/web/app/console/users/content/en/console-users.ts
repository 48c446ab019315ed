import type { ConsoleUsersCopy } from '../fr/console-users';

/** English copy of the console's admin accounts (see `fr/console-users.ts`). */
export const consoleUsersCopy: ConsoleUsersCopy = {
  users: {
    title: 'Admins',
    intro: 'The accounts that can sign in to the console.',
    searchPlaceholder: 'Email or name',
    fields: {
      email: 'Email',
      full_name: 'Name',
      role: 'Role',
      state: 'Status',
      created_date: 'Created',
      last_sign_in_date: 'Last sign-in',
    },
    roles: { admin: 'Admin', user: 'User' },
    active: 'Active',
    disabled: 'Disabled',
    you: '(you)',
    working: 'One moment…',
    invite: {
      open: 'Invite an admin',
      title: 'Invite or create an account',
      email: 'Email address',
      fullName: 'Full name',
      role: 'Role',
      language: 'Invitation language',
      password: 'Password',
      passwordHelp:
        'Optional. Leave it empty to create an invitation link: the person will choose their own password.',
      submit: 'Create the account',
      submitting: 'Creating…',
      created: 'Account created for {email}',
      emailRequired: 'Enter a valid email address.',
      passwordTooShort: 'The password must be at least 12 characters long.',
      exists: 'An account with this email address already exists.',
      failed: 'Could not create the account: {message}',
    },
    link: {
      title: 'Link to pass on',
      text: 'This link will not be shown again. It was also emailed to {email} if an SMTP server is configured.',
      label: 'Link to choose a password',
      copy: 'Copy the link',
      copied: 'Link copied',
      copyFailed: 'Could not copy: select the link and copy it by hand.',
      done: 'I’ve passed the link on',
    },
    report: {
      heading: 'Your account',
      label: 'Weekly audience report',
      help: 'Every Monday around 8 a.m., an email to {email}: last week’s visitors, page views, conversions, top pages and sources, compared with the week before. It is written in the console’s language at the time you turn it on.',
      on: 'Weekly report turned on: the first one arrives on Monday.',
      off: 'Weekly report turned off.',
      failed: 'The setting was not saved: {message}',
    },
    manageDialog: {
      title: 'Account of {email}',
      makeAdmin: 'Make admin',
      makeUser: 'Remove admin role',
      passwordHeading: 'Password',
      newPassword: 'New password',
      newPasswordHelp: 'At least 12 characters. Leave it empty to create a reset link to pass on.',
      setPassword: 'Save the password',
      makeLink: 'Create a reset link',
      linkDisabled: 'This account is disabled: re-enable it before sending it a link.',
      passwordSet: 'New password saved for {email}.',
      disable: 'Disable the account',
      enable: 'Re-enable the account',
    },
    disableDialog: {
      title: 'Disable the account of {email}?',
      text: 'This person will no longer be able to sign in, and their open sessions will end. You can re-enable the account later.',
      selfWarning:
        'Careful: this is your own account. You will be signed out and won’t be able to get back into the console.',
      confirm: 'Disable',
    },
    enableDialog: {
      title: 'Re-enable the account of {email}?',
      text: 'This person will be able to sign in again with their password.',
      confirm: 'Re-enable',
    },
    roleDialog: {
      title: 'Give {email} the “{role}” role?',
      toAdmin:
        'This person will be able to sign in to the console and manage everything in it, other accounts included.',
      toUser: 'This person will no longer have access to the console.',
      confirm: 'Change the role',
      done: '{email} now has the “{role}” role.',
    },
    selfDemoteWarning:
      'Careful: this is your own account. Without the admin role, you will lose access to the console.',
    disabledDone: 'The account of {email} is disabled.',
    enabledDone: 'The account of {email} is enabled again.',
    lastAdmin:
      'Not possible: there must always be at least one active admin. Promote or re-enable someone else first.',
    lastAdminTitle: 'Last active admin',
    failed: 'That didn’t work: {message}',
  },
  values: {
    none: '—',
    languages: { fr: 'French', en: 'English' },
  },
  filters: {
    label: 'Search and filter',
    search: 'Search',
  },
  table: {
    region: 'Table: {title}',
    nothingYet: 'Nothing here yet: this list fills up as people use the site’s forms.',
    noMatch: 'No results for this search. Try other words or clear the filters.',
    pagingLabel: 'Table pages',
  },
};

import type { AccountPasskeysCopy } from '../fr/passkeys';

export const accountPasskeysCopy: AccountPasskeysCopy = {
  title: 'Passkeys',
  intro:
    'A passkey (fingerprint, face, device PIN or security key) signs you in without a password. It is also asked for after your password, as a second factor.',
  name: 'Passkey name',
  nameHelp: 'To recognise it, for example “Office laptop”.',
  add: 'Add a passkey',
  adding: 'Adding…',
  added: 'Passkey “{name}” added.',
  missingName: 'Give this passkey a name.',
  empty: 'No passkeys yet.',
  created: 'Added on {date}',
  lastUsed: 'last used on {date}',
  neverUsed: 'never used',
  remove: 'Remove',
  removeLabel: 'Remove the passkey “{name}”',
  removed: 'Passkey “{name}” removed.',
  failed: 'The passkey could not be added.',
  cancelled: 'The passkey was not created. You can try again.',
  limit: 'An account keeps at most 10 passkeys: remove one first.',
  loadFailed: 'The passkeys could not be loaded.',
};

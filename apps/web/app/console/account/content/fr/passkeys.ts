/**
 * The passkeys section of the account page (`/admin/account`). French is the source of the
 * type; `en/passkeys.ts` must match. Placeholders: `{name}`, `{date}` filled by `fillCopy`.
 */
export const accountPasskeysCopy = {
  title: 'Clés d’accès',
  intro:
    'Une clé d’accès (empreinte, visage, code de l’appareil ou clé de sécurité) vous connecte sans mot de passe. Elle est aussi demandée après votre mot de passe, comme second facteur.',
  name: 'Nom de la clé',
  nameHelp: 'Pour la reconnaître, par exemple «\u00a0Ordinateur du bureau\u00a0».',
  add: 'Ajouter une clé d’accès',
  adding: 'Ajout…',
  added: 'Clé d’accès «\u00a0{name}\u00a0» ajoutée.',
  missingName: 'Donnez un nom à cette clé.',
  empty: 'Aucune clé d’accès pour l’instant.',
  created: 'Ajoutée le {date}',
  lastUsed: 'dernière utilisation le {date}',
  neverUsed: 'jamais utilisée',
  remove: 'Retirer',
  removeLabel: 'Retirer la clé «\u00a0{name}\u00a0»',
  removed: 'Clé d’accès «\u00a0{name}\u00a0» retirée.',
  failed: 'La clé d’accès n’a pas pu être ajoutée.',
  cancelled: 'La clé d’accès n’a pas été créée. Vous pouvez réessayer.',
  limit: 'Un compte garde 10\u00a0clés d’accès au plus\u00a0: retirez-en une d’abord.',
  loadFailed: 'Les clés d’accès n’ont pas pu être chargées.',
};

export type AccountPasskeysCopy = typeof accountPasskeysCopy;

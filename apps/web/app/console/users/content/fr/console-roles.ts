/**
 * The team's roles in words (`/admin/users`): one line per role (the capability matrix of
 * `@vitrine/contract/access/roles`, docs/product.md « Rôles »), the role control of an account
 * and the transfer of ownership. French is the source of the type; `en/console-roles.ts` must
 * match. Placeholders: `{name}` tokens filled by `fillCopy`.
 */
export const consoleRolesCopy = {
  descriptions: {
    owner: 'Tout, y compris les administrateurs et la sécurité du site. Un seul par site.',
    admin: 'Tout, sauf le compte du propriétaire.',
    editor:
      'Tous les articles, le contenu du site, les médias, les campagnes et l’audience. Pas les contacts.',
    author: 'Écrit et publie ses propres articles.',
    contributor: 'Écrit ses propres brouillons, qu’un auteur ou un éditeur publie.',
    sales: 'Traite et exporte les contacts, consulte l’audience. Ni articles ni contenu.',
    user: 'Aucun accès à la console (compte de l’application).',
  },
  control: {
    legend: 'Rôle du compte',
    apply: 'Changer le rôle',
    ownerNote:
      'Propriétaire du site\u00a0: son rôle, son accès et son mot de passe ne se gèrent que depuis son propre compte.',
  },
  transfer: {
    open: 'Transférer la propriété',
    title: 'Transférer la propriété du site à {email}\u00a0?',
    text: '{email} deviendra propriétaire\u00a0: lui seul gérera les administrateurs et la sécurité du site. Vous resterez administrateur.',
    confirm: 'Transférer',
    done: '{email} est maintenant propriétaire du site.',
  },
};

export type ConsoleRolesCopy = typeof consoleRolesCopy;

/**
 * The copy of `/admin/api-keys`. French is the source of the type; `en/console-api-keys.ts` must
 * say the same.
 */
export const consoleApiKeysCopy = {
  title: 'Clés d’API',
  intro:
    'Une clé permet à un logiciel (un CRM, un outil d’automatisation, une chaîne de publication) d’utiliser l’API avec le rôle choisi, sans compte ni mot de passe.',
  create: 'Créer une clé',
  form: {
    title: 'Nouvelle clé',
    name: 'Nom',
    nameHelp: 'Pour la reconnaître, par exemple «\u00a0Synchronisation HubSpot\u00a0».',
    nameRequired: 'Donnez un nom à la clé.',
    role: 'Ce que la clé peut faire',
    expires: 'Date d’expiration (facultatif)',
    expiresHelp:
      'Après ce jour, la clé est refusée. Sans date, elle reste valable jusqu’à sa suppression.',
    expiresPast: 'Choisissez une date à venir.',
    submit: 'Créer la clé',
    busy: 'Création…',
    cancel: 'Annuler',
    failed: 'La clé n’a pas été créée\u00a0: {message}',
  },
  roles: {
    admin: 'Administrateur',
    editor: 'Éditeur',
    author: 'Auteur',
    contributor: 'Contributeur',
    sales: 'Commercial',
  },
  roleHelp: {
    admin:
      'Tout ce qu’un administrateur fait, sauf gérer les comptes de l’équipe, les clés d’API et les webhooks.',
    editor:
      'Écrit et publie tous les articles, gère le contenu du site, les médias et les campagnes.',
    author: 'Écrit et publie ses propres articles.',
    contributor: 'Écrit des brouillons d’articles, publiés ensuite par l’équipe.',
    sales: 'Lit, traite et exporte les contacts, par exemple pour les envoyer vers un CRM.',
  },
  token: {
    title: 'Voici la clé «\u00a0{name}\u00a0»',
    warning:
      'Copiez-la maintenant et gardez-la dans un endroit sûr\u00a0: elle ne sera plus jamais affichée. Si vous la perdez, créez-en une autre.',
    label: 'Clé',
    copy: 'Copier la clé',
    copied: 'Clé copiée.',
    copyFailed: 'La copie n’a pas fonctionné\u00a0: sélectionnez la clé et copiez-la.',
    done: 'J’ai copié la clé',
  },
  fields: {
    name: 'Nom',
    role: 'Rôle',
    prefix: 'Début de la clé',
    lastUsed: 'Dernière utilisation',
    expires: 'Expire',
    actions: 'Actions',
  },
  never: 'Jamais',
  noExpiry: 'Pas d’expiration',
  expired: 'Expirée le {date}',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer la clé «\u00a0{name}\u00a0»',
  confirm: {
    title: 'Supprimer la clé «\u00a0{name}\u00a0»\u00a0?',
    text: 'Les logiciels qui l’utilisent seront refusés dès leur prochaine requête. Ce qu’ils ont déjà écrit reste en place.',
    confirm: 'Supprimer la clé',
    cancel: 'Annuler',
    failed: 'La clé n’a pas été supprimée\u00a0: {message}',
  },
  table: {
    region: 'Tableau\u00a0: {title}',
    nothingYet: 'Aucune clé pour l’instant. Créez-en une pour relier un logiciel au site.',
    noMatch: 'Aucune clé ne correspond.',
    pagingLabel: 'Pages des clés',
  },
};

export type ConsoleApiKeysCopy = typeof consoleApiKeysCopy;

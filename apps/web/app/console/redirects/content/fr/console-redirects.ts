/** The words of `/admin/redirects` in French (the source of the copy's shape). */
export const consoleRedirectsCopy = {
  title: 'Redirections',
  intro:
    'Envoyez les anciennes adresses du site vers les nouvelles, avant qu’aucune page ne s’affiche.',
  loadFailed: 'Impossible de charger les redirections.',
  actionFailed: 'L’action a échoué : {message}',
  empty: 'Aucune redirection pour l’instant.',
  form: {
    heading: 'Nouvelle redirection',
    from: 'Ancienne adresse (chemin, par ex. /ancienne-page)',
    to: 'Nouvelle adresse (chemin ou https://…)',
    status: 'Type',
    note: 'Note (facultative)',
    submit: 'Créer la redirection',
    created: 'Redirection créée.',
  },
  statuses: {
    301: '301 – définitive',
    302: '302 – temporaire',
    307: '307 – temporaire (méthode conservée)',
    308: '308 – définitive (méthode conservée)',
  },
  list: {
    heading: 'Redirections en place',
    from: 'Ancienne adresse',
    to: 'Nouvelle adresse',
    status: 'Type',
    hits: 'Visites',
    lastHit: 'Dernière visite',
    never: 'Jamais',
    remove: 'Supprimer',
    removeLabel: 'Supprimer la redirection de {from}',
    cancel: 'Annuler',
    confirmRemove: 'Cette adresse ne sera plus redirigée.',
  },
  import: {
    heading: 'Importer un fichier CSV',
    hint: 'Colonnes : from, to, status, note. Le fichier est importé en entier ou pas du tout.',
    file: 'Fichier CSV',
    submit: 'Importer',
    done: '{count} redirections importées.',
    rejected: 'Ligne {row} : {message}',
  },
  notFound: {
    heading: 'Adresses introuvables',
    intro:
      'Les adresses les plus demandées qui ne mènent à aucune page ni à aucune redirection (les articles du blog n’y figurent pas).',
    period: 'Période',
    days7: '7 derniers jours',
    days30: '30 derniers jours',
    path: 'Adresse',
    views: 'Demandes',
    lastSeen: 'Dernière demande',
    create: 'Créer une redirection',
    createLabel: 'Créer une redirection depuis {path}',
    empty: 'Aucune adresse introuvable sur cette période.',
  },
};

export type ConsoleRedirectsCopy = typeof consoleRedirectsCopy;

/**
 * How the team works its leads in the console: statuses, notes and assignees of contact messages
 * and demo requests, the lists' period and sort, and the exports. French is the source of the
 * type; `en/console-lead-work.ts` must match. Placeholders: `{name}` tokens filled by `fillCopy`.
 */
export const consoleLeadWorkCopy = {
  statuses: {
    new: 'Nouveau',
    in_progress: 'En cours',
    answered: 'Répondu',
    archived: 'Archivé',
  },
  filters: {
    status: 'Statut',
    allStatuses: 'Tous',
    period: 'Reçu',
    allPeriods: 'Toutes les dates',
    periods: {
      today: 'Aujourd’hui',
      week: 'Cette semaine',
      month: 'Ce mois-ci',
      custom: 'Dates précises',
    },
    from: 'Du',
    to: 'Au',
    sortBy: 'Trier par',
    sortByColumn: 'Trier par {column}',
    sorts: {
      '-date': 'Récents d’abord',
      date: 'Anciens d’abord',
      name: 'Nom, de A à Z',
      '-name': 'Nom, de Z à A',
      email: 'E-mail, de A à Z',
      '-email': 'E-mail, de Z à A',
      status: 'Statut',
      '-status': 'Statut, ordre inverse',
    },
  },
  columns: { status: 'Statut', assignee: 'Attribué à' },
  work: {
    title: 'Suivi',
    status: 'Statut',
    notes: 'Ajouter une note',
    notesHelp:
      'Visible par l’équipe seulement, jamais par la personne (5\u202f000 caractères au plus). Elle s’ajoute à l’historique avec votre nom.',
    assignee: 'Attribué à',
    nobody: 'Non attribué',
    adminsFailed: 'La liste des administrateurs n’a pas pu être chargée\u00a0: {message}',
    save: 'Enregistrer le suivi',
    saving: 'Enregistrement…',
    saved: 'Suivi enregistré.',
    failed: 'Le suivi n’a pas été enregistré\u00a0: {message}',
    tooLong: 'La note dépasse 5\u202f000 caractères.',
  },
  /** The lead's timeline, newest first (decision 0073). */
  timeline: {
    title: 'Historique',
    loading: 'Chargement de l’historique…',
    empty:
      'Rien pour l’instant\u00a0: les notes, les changements de statut et les attributions s’afficheront ici.',
    failed: 'L’historique n’a pas pu être chargé\u00a0: {message}',
    unknown: 'Auteur inconnu',
    note: '{author} a ajouté une note',
    status: '{author} a passé le statut à «\u00a0{to}\u00a0»',
    statusFrom: '{author} a passé le statut de «\u00a0{from}\u00a0» à «\u00a0{to}\u00a0»',
    assigned: '{author} a attribué la demande à {assignee}',
    unassigned: '{author} a retiré la demande à {assignee}',
  },
  export: {
    menu: 'Exporter',
    title: 'Format du fichier',
    csvSemicolon: 'CSV, séparateur «\u00a0;\u00a0» (Excel en français)',
    csvComma: 'CSV, séparateur «\u00a0,\u00a0» (Excel en anglais, Google Sheets)',
    excel: 'Classeur Excel (.xlsx)',
  },
};

export type ConsoleLeadWorkCopy = typeof consoleLeadWorkCopy;

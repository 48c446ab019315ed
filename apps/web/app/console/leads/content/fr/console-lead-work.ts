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
    notes: 'Notes de l’équipe',
    notesHelp:
      'Visibles par l’équipe seulement, jamais par la personne (5\u202f000 caractères au plus).',
    assignee: 'Attribué à',
    nobody: 'Non attribué',
    adminsFailed: 'La liste des administrateurs n’a pas pu être chargée\u00a0: {message}',
    save: 'Enregistrer le suivi',
    saving: 'Enregistrement…',
    saved: 'Suivi enregistré.',
    failed: 'Le suivi n’a pas été enregistré\u00a0: {message}',
    tooLong: 'Les notes dépassent 5\u202f000 caractères.',
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

/**
 * How the team works its leads in the console: statuses, notes and assignees of contact messages
 * and demo requests, the lists' period and sort, the exports, and the dashboard's figures on
 * them. French is the source of the type; `en/console-lead-work.ts` must match. Placeholders:
 * `{name}` tokens filled by `fillCopy`.
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
  dashboard: {
    workTitle: 'Messages et démos à traiter',
    contact: 'Messages',
    demo: 'Demandes de démo',
    trendTitle: 'Nouveaux contacts par semaine',
    trendSummary:
      '{total} messages et demandes de démo sur les 12 dernières semaines, dont {thisWeek} cette semaine.',
    trendEmpty: 'Aucun message ni demande de démo sur les 12 dernières semaines.',
    trendTable: 'Voir les chiffres',
    trendLabel: 'Nouveaux contacts par semaine, en chiffres',
    week: 'Semaine du',
    weekOf: 'Semaine du {date}',
    newsletterConfirmed: 'Abonnés confirmés',
    newsletterPending: '{count} en attente de confirmation',
    outboxUnsent: 'E-mails qui ne partent pas',
    outboxSending: '{count} e-mails en attente d’envoi',
    outboxNothingWaiting: 'Aucun e-mail en attente d’envoi',
    outboxNoSmtp:
      '{count} e-mails conservés sans être envoyés\u00a0: aucun serveur SMTP n’est configuré (SMTP_URL), rien ne part.',
    outboxFailed: '{count} en échec',
  },
};

export type ConsoleLeadWorkCopy = typeof consoleLeadWorkCopy;

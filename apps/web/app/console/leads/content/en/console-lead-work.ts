import type { ConsoleLeadWorkCopy } from '../fr/console-lead-work';

/** English copy of how the team works its leads (see `fr/console-lead-work.ts`). */
export const consoleLeadWorkCopy: ConsoleLeadWorkCopy = {
  statuses: {
    new: 'New',
    in_progress: 'In progress',
    answered: 'Answered',
    archived: 'Archived',
  },
  filters: {
    status: 'Status',
    allStatuses: 'All',
    period: 'Received',
    allPeriods: 'Any time',
    periods: {
      today: 'Today',
      week: 'This week',
      month: 'This month',
      custom: 'Custom dates',
    },
    from: 'From',
    to: 'To',
    sortBy: 'Sort by',
    sortByColumn: 'Sort by {column}',
    sorts: {
      '-date': 'Newest first',
      date: 'Oldest first',
      name: 'Name, A to Z',
      '-name': 'Name, Z to A',
      email: 'Email, A to Z',
      '-email': 'Email, Z to A',
      status: 'Status',
      '-status': 'Status, reversed',
    },
  },
  columns: { status: 'Status', assignee: 'Assigned to' },
  work: {
    title: 'Follow-up',
    status: 'Status',
    notes: 'Team notes',
    notesHelp: 'Seen by the team only, never by the person (5,000 characters at most).',
    assignee: 'Assigned to',
    nobody: 'Unassigned',
    adminsFailed: 'The list of admins could not be loaded: {message}',
    save: 'Save follow-up',
    saving: 'Saving…',
    saved: 'Follow-up saved.',
    failed: 'The follow-up was not saved: {message}',
    tooLong: 'The notes are longer than 5,000 characters.',
  },
  export: {
    menu: 'Export',
    title: 'File format',
    csvSemicolon: 'CSV, “;” separated (Excel in French)',
    csvComma: 'CSV, “,” separated (Excel in English, Google Sheets)',
    excel: 'Excel workbook (.xlsx)',
  },
};

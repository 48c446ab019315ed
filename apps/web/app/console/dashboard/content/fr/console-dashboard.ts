/**
 * The console's dashboard (`/admin`): its heading, the count cards and their notes, and the
 * contact messages and demo requests per status and per week. French is the source of the
 * type; `en/console-dashboard.ts` must match. Placeholders: `{name}` tokens filled by `fillCopy`.
 */
export const consoleDashboardCopy = {
  title: 'Tableau de bord',
  intro: 'Ce qui est arrivé sur le site, en un coup d’œil.',
  counts: {
    posts: 'Articles publiés',
    drafts: 'Brouillons',
    waitlist: 'Inscrits sur la liste d’attente',
    contact: 'Messages reçus',
    demo: 'Demandes de démo',
    newsletter: 'Abonnés à la newsletter',
    outbox: 'E-mails en attente d’envoi',
  },
  open: 'Ouvrir',
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
};

export type ConsoleDashboardCopy = typeof consoleDashboardCopy;

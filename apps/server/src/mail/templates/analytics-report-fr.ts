import type { AnalyticsReportWords } from './analytics-report';
import { COMPANY_FR } from './fr';
import { fr } from './layout';

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const dayOf = (date: Date) => (date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate()));
const monthOf = (date: Date) => MONTH.format(date);

/** `du 16 au 22 novembre 2026`, `du 26 octobre au 1er novembre 2026`. */
function frenchRange(from: Date, to: Date) {
  const end = `${dayOf(to)} ${monthOf(to)} ${to.getUTCFullYear()}`;
  if (from.getUTCFullYear() !== to.getUTCFullYear())
    return `du ${dayOf(from)} ${monthOf(from)} ${from.getUTCFullYear()} au ${end}`;
  if (from.getUTCMonth() !== to.getUTCMonth())
    return `du ${dayOf(from)} ${monthOf(from)} au ${end}`;
  return `du ${dayOf(from)} au ${end}`;
}

/** The weekly audience report in French. */
export const frenchAnalyticsReport: AnalyticsReportWords = {
  locale: 'fr-FR',
  range: frenchRange,
  subject: (range) => fr`Audience du site : semaine ${range}`,
  intro: (range, previousRange) =>
    fr`Bonjour,\nVoici l’audience du site Vitrine la semaine dernière (${range}), comparée à la semaine précédente (${previousRange}).`,
  quiet: fr`Aucune page vue ces deux semaines : le site n’a peut-être reçu aucune visite, ou la mesure d’audience est désactivée (ANALYTICS=false).`,
  summary: {
    caption: 'En bref',
    head: ['Indicateur', 'Semaine dernière', 'Semaine précédente', 'Évolution'],
  },
  totals: {
    visitors: 'Visiteurs',
    pageviews: 'Pages vues',
    conversions: 'Conversions',
    conversion_rate: 'Taux de conversion',
  },
  points: (signed) => `${signed}\u00a0pt`,
  noChange: '–',
  pages: {
    caption: 'Pages les plus vues',
    head: ['Page', 'Visiteurs', 'Pages vues'],
    empty: 'Aucune page vue la semaine dernière.',
  },
  sources: {
    caption: 'Principales sources',
    head: ['Source', 'Visiteurs', 'Conversions'],
    empty: 'Aucune visite la semaine dernière.',
  },
  goals: {
    caption: 'Conversions par objectif',
    head: ['Objectif', 'Semaine dernière', 'Semaine précédente'],
    names: {
      Waitlist: 'Liste d’attente',
      Contact: 'Message de contact',
      Demo: 'Demande de démo',
      Newsletter: 'Newsletter',
    },
  },
  button: 'Ouvrir le tableau de bord',
  signature: 'Bonne semaine,\nLe site Vitrine',
  why: (links) => ({
    text: fr`Vous recevez ce rapport chaque lundi parce que vous l’avez demandé dans l’administration. Pour ne plus le recevoir, décochez « Rapport d’audience hebdomadaire » sur la page Administrateurs :`,
    link: { label: 'Gérer le rapport', url: links.settingsUrl },
  }),
  privacy: (links) => ({
    text: fr`Ces chiffres sont des totaux anonymes, mesurés sans cookie. ${COMPANY_FR} utilise votre adresse e-mail pour gérer votre accès à l’administration du site et vous envoyer ce rapport ; nous la conservons tant que votre compte existe. Pour accéder à vos données, les rectifier ou les faire effacer, écrivez à ${links.privacyEmail}.`,
    link: { label: 'Notre politique de confidentialité', url: links.privacyUrl },
  }),
};

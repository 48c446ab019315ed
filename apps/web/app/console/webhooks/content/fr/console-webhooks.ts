import type { WebhookEvent } from '@vitrine/contract/entities/webhook';

/** The words of `/admin/webhooks` in French. */
export const consoleWebhooksCopy = {
  title: 'Webhooks',
  intro:
    'Envoyez les nouveaux contacts, articles publiés, campagnes envoyées et changements de contenu à votre CRM ou à un outil d’automatisation, signés.',
  loadFailed: 'Les webhooks n’ont pas pu être chargés.',
  empty: 'Aucun webhook pour l’instant.',
  create: {
    heading: 'Nouveau webhook',
    url: 'Adresse du destinataire (https://…)',
    description: 'Description (facultative)',
    events: 'Événements envoyés',
    submit: 'Créer le webhook',
    noEvent: 'Choisissez au moins un événement.',
  },
  events: {
    'lead.created': 'Nouveau contact (liste d’attente, contact, démo, newsletter)',
    'lead.updated': 'Contact modifié',
    'post.published': 'Article publié',
    'campaign.sent': 'Campagne envoyée',
    'content.changed': 'Contenu du site modifié',
  } satisfies Record<WebhookEvent, string>,
  secret: {
    heading: 'Secret de signature',
    warning:
      'Copiez ce secret maintenant : il ne sera plus jamais affiché. Votre destinataire s’en sert pour vérifier chaque envoi.',
    copy: 'Copier le secret',
    copied: 'Secret copié',
    close: 'J’ai copié le secret',
  },
  row: {
    on: 'Actif',
    off: 'Désactivé',
    turnOn: 'Activer',
    turnOff: 'Désactiver',
    test: 'Envoyer un événement de test',
    testSent: 'Événement de test envoyé',
    deliveries: 'Livraisons',
    hideDeliveries: 'Masquer les livraisons',
    rotate: 'Renouveler le secret',
    cancel: 'Annuler',
    remove: 'Supprimer',
    confirmRemove: 'Supprimer ce webhook ? Plus aucun événement ne lui sera envoyé.',
    disabledBecause: 'Désactivé par le serveur : {reason}',
  },
  deliveries: {
    caption: 'Livraisons vers {url}',
    event: 'Événement',
    status: 'État',
    code: 'Code',
    duration: 'Durée',
    attempt: 'Tentatives',
    date: 'Date',
    redeliver: 'Renvoyer',
    none: 'Aucune livraison pour l’instant.',
    refresh: 'Actualiser',
    statuses: {
      pending: 'En attente',
      delivered: 'Livré',
      failed: 'Échec',
      abandoned: 'Abandonné',
    },
  },
  actionFailed: 'L’action a échoué : {message}',
};

export type ConsoleWebhooksCopy = typeof consoleWebhooksCopy;

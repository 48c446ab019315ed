import type { AuditAction } from '@vitrine/contract/entities/audit-event';

const actions: Record<AuditAction, string> = {
  'auth.sign-in': 'Connexion',
  'auth.sign-in-failed': 'Connexion refusée',
  'auth.signed-out': 'Déconnexion',
  'auth.session-ended': 'Session fermée',
  'auth.password-reset-requested': 'Réinitialisation du mot de passe demandée',
  'auth.password-reset': 'Mot de passe réinitialisé',
  'auth.password-changed': 'Mot de passe changé',
  'mfa.totp-enabled': 'Double authentification activée',
  'mfa.totp-disabled': 'Double authentification désactivée',
  'mfa.recovery-codes-renewed': 'Codes de secours renouvelés',
  'mfa.required-changed': 'Double authentification obligatoire modifiée',
  'passkey.added': 'Clé d’accès ajoutée',
  'passkey.removed': 'Clé d’accès retirée',
  'user.invited': 'Compte invité',
  'user.role-changed': 'Rôle modifié',
  'user.disabled': 'Compte désactivé',
  'user.enabled': 'Compte réactivé',
  'user.deleted': 'Compte supprimé',
  'user.ownership-transferred': 'Propriété transférée',
  'lead.exported': 'Contacts exportés',
  'lead.imported': 'Contacts importés',
  'privacy.erased': 'Données personnelles effacées',
  'record.deleted': 'Fiches supprimées',
  'settings.changed': 'Réglages modifiés',
  'webhook.created': 'Webhook créé',
  'webhook.deleted': 'Webhook supprimé',
  'webhook.secret-rotated': 'Secret de webhook renouvelé',
  'webhook.disabled': 'Webhook désactivé par le serveur',
  'api-key.created': 'Clé d’API créée',
  'api-key.deleted': 'Clé d’API supprimée',
  'ai.invoke-llm': 'IA\u00a0: appel InvokeLLM',
  'ai.translate-post': 'IA\u00a0: article traduit',
  'ai.fill-content': 'IA\u00a0: contenu complété',
  'ai.suggest-seo': 'IA\u00a0: suggestions SEO',
  'ai.suggest-alt': 'IA\u00a0: texte alternatif suggéré',
  'ai.suggest-subjects': 'IA\u00a0: objets de campagne suggérés',
};

export const consoleAuditCopy = {
  title: 'Journal d’audit',
  intro:
    'Qui s’est connecté, a exporté des contacts, changé un rôle ou supprimé des données, et quand. Le journal se lit seulement\u00a0: personne ne peut le modifier. Il est gardé 13\u00a0mois.',
  actions,
  filters: {
    label: 'Filtrer le journal',
    actor: 'Auteur (e-mail)',
    actorPlaceholder: 'prenom@exemple.fr',
    action: 'Action',
    allActions: 'Toutes',
    from: 'Du',
    to: 'Au',
    reset: 'Effacer les filtres',
  },
  fields: {
    time: 'Date',
    actor: 'Auteur',
    action: 'Action',
    target: 'Cible',
    summary: 'Détail',
  },
  /** The actor of a visitor's event (a failed sign-in) or of the server's own. */
  nobody: 'Visiteur',
  repeated: '×\u00a0{count}',
  repeatedLabel: 'Répété {count}\u00a0fois en une minute',
  table: {
    region: 'Tableau\u00a0: {title}',
    nothingYet:
      'Rien pour l’instant\u00a0: le journal se remplit à chaque connexion, export ou changement d’accès.',
    noMatch: 'Aucun événement pour ces filtres. Essayez-en d’autres ou effacez-les.',
    pagingLabel: 'Pages du journal',
  },
};

export type ConsoleAuditCopy = typeof consoleAuditCopy;

import type { SsoError } from '@vitrine/contract/access/sso';

/** The words of company sign-in on `/login` (French is the source of the copy's shape). */
export const ssoCopy = {
  button: 'Se connecter avec {label}',
  or: 'ou avec votre mot de passe',
  refused: {
    email_not_verified:
      'Votre fournisseur d’identité n’a pas vérifié cette adresse e-mail. Vérifiez-la chez lui, puis réessayez.',
    domain_not_allowed:
      'Cette adresse e-mail n’appartient pas à un domaine autorisé pour la console. Utilisez votre adresse professionnelle.',
    account_disabled: 'Ce compte est désactivé. Demandez à un administrateur de le réactiver.',
    expired: 'La connexion a expiré ou a déjà servi. Recommencez.',
    provider_error:
      'Le fournisseur d’identité a refusé la connexion, ou sa réponse n’était pas valide. Réessayez.',
  } satisfies Record<SsoError, string>,
};

export type SsoCopy = typeof ssoCopy;

import { fieldLabels } from '../../shared/content/fr/field-labels';
/**
 * The site's forms (Waitlist, Contact, Demo, the footer newsletter box) and the newsletter link
 * page: labels, help texts, validation messages, states, notifications and privacy notices.
 * French is the source of the types; `en/forms.ts` must satisfy `FormsCopy`.
 *
 * Validation messages: a field's own `required` message when it has one, else the rule's message
 * in `validation` (`{limit}` is replaced by the rule's limit).
 */
export const forms = {
  optional: 'facultatif',
  sending: 'Envoi…',
  errorPrefix: 'Erreur :',

  validation: {
    required: 'Ce champ est obligatoire.',
    format: 'Indiquez une adresse e-mail valide.',
    maxLength: '{limit} caractères au maximum.',
    minLength: '{limit} caractères au minimum.',
    enum: 'Choisissez une des options proposées.',
    characters: 'Ce champ contient des caractères non pris en charge.',
    invalid: 'Cette valeur n’est pas valide.',
  },

  /** Destructive notifications; the connection failure one is `common.toast.unreachable`. */
  toasts: {
    rateLimited: {
      title: 'Trop d’envois en peu de temps',
      description:
        'Patientez une minute, puis réessayez : tout ce que vous avez saisi est conservé.',
    },
    challengeFailed: {
      title: 'Vérification anti-robot non aboutie',
      description:
        'Votre navigateur n’a pas pu passer la petite vérification qui protège ce formulaire des robots. Réessayez : tout ce que vous avez saisi est conservé.',
    },
    serverError: {
      title: 'Envoi impossible pour le moment',
      description:
        'Un problème est survenu de notre côté. Réessayez dans un instant : tout ce que vous avez saisi est conservé.',
    },
  },

  waitlist: {
    title: 'Réservez votre place',
    fields: {
      firstName: { label: 'Prénom', required: 'Indiquez votre prénom.' },
      lastName: { label: 'Nom', required: 'Indiquez votre nom.' },
      email: {
        label: 'E-mail professionnel',
        placeholder: 'vous@entreprise.fr',
        required: 'Indiquez votre adresse e-mail.',
      },
      company: { label: 'Entreprise', required: 'Indiquez le nom de votre entreprise.' },
      role: { label: 'Fonction', placeholder: 'Responsable marketing' },
    },
    screensCount: {
      label: 'Nombre d’écrans',
      placeholder: 'Choisissez…',
      options: fieldLabels.screensCount,
    },
    interests: {
      legend: 'Ce qui vous intéresse',
      help: 'Plusieurs choix possibles.',
      options: fieldLabels.interests,
    },
    submit: 'Rejoindre la liste d’attente',
    success: {
      title: 'Merci ! Vous êtes maintenant sur notre liste d’attente.',
      text: 'Nous vous écrivons dès que votre accès est prêt. Un e-mail de confirmation vient de partir.',
    },
    privacy:
      'Vitrine SAS utilise ces informations pour gérer votre inscription à la liste d’attente et vous prévenir de votre accès. Elles sont conservées 3 ans après notre dernier échange.',
  },

  contact: {
    title: 'Envoyez-nous un message',
    fields: {
      name: { label: 'Nom complet', required: 'Indiquez votre nom.' },
      email: {
        label: 'E-mail',
        placeholder: 'vous@entreprise.fr',
        required: 'Indiquez votre adresse e-mail.',
      },
      message: {
        label: 'Votre message',
        placeholder: 'Parlez-nous de vos écrans et de votre projet…',
        required: 'Écrivez votre message.',
      },
    },
    submit: 'Envoyer le message',
    success: {
      title: 'Merci ! Votre message est bien arrivé.',
      text: 'Notre équipe vous répond sous un jour ouvré, à l’adresse indiquée.',
    },
    details: {
      title: 'Nos coordonnées',
      text: 'Vous préférez le téléphone ou l’e-mail ? Nous sommes joignables du lundi au vendredi.',
    },
    privacy:
      'Vitrine SAS utilise ces informations pour répondre à votre message. Elles sont conservées 3 ans après notre dernier échange.',
  },

  demo: {
    title: 'Demandez votre démo',
    duration: 'Démo de 30 minutes en visioconférence, sans engagement',
    fields: {
      name: { label: 'Nom complet', required: 'Indiquez votre nom.' },
      email: {
        label: 'E-mail professionnel',
        placeholder: 'vous@entreprise.fr',
        required: 'Indiquez votre adresse e-mail professionnelle.',
      },
      company: { label: 'Entreprise', required: 'Indiquez le nom de votre entreprise.' },
      phone: {
        label: 'Téléphone',
        placeholder: '+33 6 12 34 56 78',
        help: 'Seulement pour vous joindre si le lien ne vous parvient pas.',
      },
    },
    submit: 'Recevoir un lien de réservation',
    success: {
      title: 'Merci ! Votre demande de démo est enregistrée.',
      text: 'Vous recevez par e-mail un lien pour choisir le créneau de 30 minutes qui vous convient.',
    },
    privacy:
      'Vitrine SAS utilise ces informations pour organiser votre démonstration et vous recontacter à son sujet. Elles sont conservées 3 ans après notre dernier échange.',
  },

  /** The footer box: everything shown after the visitor starts using it. */
  newsletter: {
    fields: {
      email: { required: 'Indiquez votre adresse e-mail.' },
      consent: { required: 'Cochez cette case pour recevoir la lettre.' },
    },
    success: {
      title: 'Plus qu’une étape !',
      text: 'Nous venons de vous écrire : ouvrez le lien de l’e-mail pour confirmer votre abonnement.',
    },
  },

  /** `/newsletter?action=confirm|unsubscribe&token=…`: acts only when the visitor presses the button. */
  newsletterPage: {
    heading: 'Votre abonnement à la lettre Vitrine',
    working: 'Un instant…',
    confirm: {
      text: 'Confirmez votre adresse pour recevoir la lettre Vitrine : nouveautés produit, idées de contenus et bonnes pratiques.',
      button: 'Confirmer mon abonnement',
      doneTitle: 'Abonnement confirmé',
      doneText:
        'Merci ! Vous recevrez la prochaine lettre Vitrine. Chaque lettre contient un lien pour vous désabonner.',
    },
    unsubscribe: {
      text: 'Vous ne souhaitez plus recevoir la lettre Vitrine ? Un clic suffit.',
      button: 'Me désabonner',
      doneTitle: 'Vous êtes désabonné',
      doneText:
        'Votre adresse a été effacée de notre liste : vous ne recevrez plus la lettre Vitrine.',
    },
    invalid: {
      title: 'Ce lien n’est plus valide',
      text: 'Il a peut-être expiré ou déjà servi. Vous pouvez vous réinscrire à tout moment depuis le bas de chaque page.',
    },
    incomplete: {
      title: 'Lien incomplet',
      text: 'Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu, ou copiez-le en entier dans la barre d’adresse.',
    },
    homeLink: 'Retour à l’accueil',
  },
};

export type FormsCopy = typeof forms;

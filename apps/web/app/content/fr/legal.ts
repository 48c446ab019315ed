/**
 * The four legal pages: legal notice, privacy policy, terms of use, cookies. Each page is a title,
 * an intro, a last-updated line and sections (heading, paragraphs, then an optional list, empty
 * when unused). Section ids are stable and identical in both languages. French is the source of
 * the types; `en/legal.ts` must satisfy `LegalCopy`.
 */
export const legal = {
  legalNotice: {
    title: 'Mentions légales',
    intro:
      'Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), vous trouverez ici l’identité de l’éditeur et de l’hébergeur de ce site, ainsi que les règles qui s’appliquent à son contenu.',
    updated: 'Dernière mise à jour : 21 novembre 2026',
    sections: [
      {
        id: 'publisher',
        heading: 'Éditeur du site',
        paragraphs: [
          'Le site Vitrine est édité par Vitrine SAS, société par actions simplifiée au capital de 10 000 €.',
        ],
        list: [
          'Siège social : 24 rue de la République, 69002 Lyon, France',
          'Immatriculation : RCS Lyon 912 345 678',
          'Numéro de TVA intracommunautaire : FR74 912 345 678',
          'E-mail : bonjour@vitrine.example',
          'Téléphone : +33 1 99 00 27 45, du lundi au vendredi, de 9 h à 18 h',
        ],
      },
      {
        id: 'publication-director',
        heading: 'Directeur de la publication',
        paragraphs: [
          'Le directeur de la publication est le président de Vitrine SAS, en sa qualité de représentant légal de la société.',
          'Vous pouvez le joindre par e-mail à bonjour@vitrine.example ou par courrier au siège social.',
        ],
        list: [],
      },
      {
        id: 'hosting',
        heading: 'Hébergement',
        paragraphs: [
          'Le site est hébergé par Vitrine SAS elle-même, sur ses propres serveurs, exploités en France dans un centre de données situé à Lyon.',
        ],
        list: [
          'Hébergeur : Vitrine SAS',
          'Adresse : 24 rue de la République, 69002 Lyon, France',
          'Téléphone : +33 1 99 00 27 45',
          'E-mail : bonjour@vitrine.example',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'Les textes, illustrations, logos, la charte graphique, l’interface et le code de ce site, ainsi que le nom Vitrine, appartiennent à Vitrine SAS ou sont utilisés avec l’autorisation de leurs titulaires. Ils sont protégés par le Code de la propriété intellectuelle.',
          'Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces éléments sans l’autorisation écrite préalable de Vitrine SAS est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle. Les courtes citations restent possibles dans les conditions prévues par la loi, avec mention de la source.',
          'Pour toute demande d’autorisation, écrivez à bonjour@vitrine.example.',
        ],
        list: [],
      },
      {
        id: 'credits',
        heading: 'Crédits',
        paragraphs: [
          'Les illustrations du site (fonctionnalités, articles du blog, portraits de l’équipe) sont des créations originales réalisées pour Vitrine. Elles ne peuvent pas être réutilisées sans notre accord.',
          'Les icônes proviennent de la bibliothèque libre Lucide, distribuée sous licence ISC.',
        ],
        list: [],
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        paragraphs: [
          'Nous veillons à ce que les informations publiées sur ce site soient exactes et à jour, sans pouvoir garantir qu’elles soient complètes ou exemptes d’erreurs. Les fonctionnalités et les offres sont décrites telles qu’elles sont prévues au lancement de la plateforme et peuvent encore évoluer.',
          'Nous faisons notre possible pour que le site reste accessible en permanence, mais il peut être interrompu pour maintenance ou à la suite d’un incident. Vitrine SAS ne saurait être tenue responsable des dommages indirects liés à l’utilisation du site ou à son indisponibilité.',
          'Le site contient des liens vers des sites tiers, comme nos pages sur les réseaux sociaux. Nous n’exerçons aucun contrôle sur ces sites et ne sommes pas responsables de leur contenu.',
        ],
        list: [],
      },
      {
        id: 'personal-data',
        heading: 'Données personnelles et cookies',
        paragraphs: [
          'La manière dont nous traitons vos données personnelles est décrite dans notre politique de confidentialité. Les seules informations enregistrées sur votre appareil sont détaillées dans notre page consacrée aux cookies.',
          'Pour toute question sur vos données, écrivez à privacy@vitrine.example.',
        ],
        list: [],
      },
      {
        id: 'report-content',
        heading: 'Signaler un contenu',
        paragraphs: [
          'Si vous estimez qu’un contenu publié sur ce site est illicite ou porte atteinte à vos droits, écrivez-nous à bonjour@vitrine.example en indiquant la page concernée, le contenu en cause et les raisons de votre signalement. Nous l’examinerons et vous répondrons dans les meilleurs délais.',
        ],
        list: [],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette politique explique quelles données personnelles Vitrine collecte sur ce site, pourquoi, combien de temps nous les gardons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. En bref : nous ne collectons que ce que vous nous confiez dans nos formulaires et des statistiques de visite anonymes, mesurées sans cookie ; nous ne vendons rien à personne et nous ne vous pistons pas.',
    updated: 'Dernière mise à jour : 24 novembre 2026',
    sections: [
      {
        id: 'controller',
        heading: 'Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement est Vitrine SAS, société par actions simplifiée au capital de 10 000 €, immatriculée au RCS de Lyon sous le numéro 912 345 678, dont le siège social est situé 24 rue de la République, 69002 Lyon, France.',
          'Pour toute question sur vos données personnelles, écrivez à privacy@vitrine.example. Nous n’avons pas désigné de délégué à la protection des données : les messages envoyés à cette adresse sont traités directement par l’équipe de Vitrine.',
        ],
        list: [],
      },
      {
        id: 'data-collected',
        heading: 'Les données que nous collectons',
        paragraphs: [
          'Nous ne collectons que les informations que vous saisissez vous-même dans nos formulaires, et les statistiques de visite anonymes décrites plus bas (« Mesure d’audience, sans cookie »). Les champs nécessaires sont signalés dans chaque formulaire : sans eux, nous ne pouvons pas traiter votre demande. Les autres sont facultatifs, comme la fonction, le nombre d’écrans et les centres d’intérêt sur la liste d’attente.',
          'Nos serveurs tiennent aussi des journaux techniques (date, page demandée, code de réponse) qui ne contiennent aucune donnée personnelle, ni adresse IP ni contenu de formulaire.',
          'Voici, formulaire par formulaire, ce que nous recevons :',
        ],
        list: [
          'Liste d’attente : prénom, nom, adresse e-mail, entreprise, fonction, nombre d’écrans, centres d’intérêt et langue du site au moment de l’inscription.',
          'Formulaire de contact : nom, adresse e-mail et contenu de votre message.',
          'Demande de démo : nom complet, adresse e-mail professionnelle, entreprise et numéro de téléphone.',
          'Lettre d’information : adresse e-mail, langue choisie et date de votre consentement.',
        ],
      },
      {
        id: 'purposes-legal-bases',
        heading: 'Pourquoi nous les utilisons, et sur quelle base',
        paragraphs: [
          'Nous utilisons vos données uniquement pour la raison pour laquelle vous nous les avez confiées, sans profilage ni décision automatisée. Chaque traitement repose sur l’une des bases légales prévues à l’article 6 du RGPD :',
        ],
        list: [
          'Liste d’attente : vous prévenir lorsque votre accès anticipé est prêt, vous informer du lancement de la plateforme et adapter notre accompagnement à vos écrans. Bases légales : les mesures précontractuelles prises à votre demande et notre intérêt légitime à répondre aux entreprises qui s’intéressent à Vitrine.',
          'Formulaire de contact : répondre à votre message et assurer le suivi de votre demande. Bases légales : notre intérêt légitime à répondre aux personnes qui nous écrivent et, lorsque votre demande porte sur nos offres, les mesures précontractuelles prises à votre demande.',
          'Demande de démo : vous envoyer un lien pour choisir un créneau et organiser votre démonstration de 30 minutes. Bases légales : les mesures précontractuelles prises à votre demande et notre intérêt légitime à y donner suite.',
          'Lettre d’information : vous envoyer nos nouveautés, des idées de contenus et des bonnes pratiques. Base légale : votre consentement, confirmé en deux temps (double opt-in), puisque votre inscription ne devient effective qu’après un clic sur le lien de confirmation envoyé à votre adresse.',
          'Mesure d’audience : savoir combien de personnes visitent le site, quelles pages les intéressent, d’où elles viennent et quelles pages ou campagnes mènent à nos formulaires, pour améliorer le site et nos contenus. Base légale : notre intérêt légitime à connaître la fréquentation de notre propre site, dans les conditions que la CNIL pose pour une mesure d’audience dispensée de consentement. Les informations de visite rattachées à une demande envoyée par formulaire reposent sur la même base.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Qui y a accès',
        paragraphs: [
          'Vos données sont destinées à la seule équipe de Vitrine et, au sein de l’équipe, aux seules personnes qui en ont besoin pour traiter votre demande.',
          'Pour envoyer nos e-mails (confirmation d’inscription, réponses, lettre d’information), nous faisons appel à un prestataire d’envoi d’e-mails qui agit comme sous-traitant au sens de l’article 28 du RGPD : il n’utilise vos données que sur nos instructions et pour acheminer nos messages, et il est tenu d’en assurer la confidentialité et la sécurité.',
          'Les statistiques de visite sont calculées et conservées sur nos propres serveurs, avec le site. Seuls les administrateurs de l’équipe peuvent les consulter, et elles ne sont transmises à aucun tiers.',
          'Nous ne vendons, ne louons et ne cédons vos données à personne, et nous ne les utilisons pour aucune publicité. Elles ne peuvent être communiquées à une autorité que si la loi nous y oblige.',
        ],
        list: [],
      },
      {
        id: 'retention',
        heading: 'Combien de temps nous les gardons',
        paragraphs: [
          'Nous conservons vos données le temps nécessaire à chaque finalité, en suivant les durées de référence de la CNIL. À l’issue de ces durées, elles sont supprimées.',
        ],
        list: [
          'Liste d’attente et demandes de démo : 3 ans à compter de la collecte ou du dernier contact venant de vous (une réponse à l’un de nos e-mails, une nouvelle demande…).',
          'Messages envoyés par le formulaire de contact : 3 ans à compter de votre dernier échange avec nous.',
          'Lettre d’information\u00a0: jusqu’à votre désinscription, ou 3 ans sans contact de votre part. Une inscription jamais confirmée est effacée au bout de 30 jours.',
          'Copies des e-mails que nous vous envoyons (confirmations, liens)\u00a0: 90 jours, le temps de vérifier qu’ils vous sont bien parvenus.',
          'Journaux techniques du serveur : 1 an. Ils ne contiennent aucune donnée personnelle.',
          'Mesure d’audience : le détail des visites et des pages vues, 90 jours ; les totaux par jour (visiteurs, visites, pages vues, sources, campagnes…), 25 mois, la durée maximale que recommande la CNIL. Ces durées sont des réglages de notre serveur. La clé secrète qui sert à compter les visiteurs est effacée chaque jour. Les informations de visite rattachées à une demande envoyée par formulaire sont conservées aussi longtemps que cette demande.',
        ],
      },
      {
        id: 'audience-measurement',
        heading: 'Mesure d’audience, sans cookie',
        paragraphs: [
          'Pour savoir comment le site est utilisé, nous mesurons son audience avec notre propre outil, qui fonctionne sur nos serveurs avec le site : aucun service tiers ne reçoit ces informations. La mesure ne dépose aucun cookie et n’enregistre rien sur votre appareil.',
          'À chaque page affichée, un court script envoie à notre serveur l’adresse de la page, l’adresse du site d’où vous venez et la langue de votre navigateur, puis, quand vous quittez la page, le temps pendant lequel elle est restée visible à l’écran. Notre serveur n’en conserve que ceci :',
        ],
        list: [
          'les pages vues, la page d’entrée et la page de sortie de chaque visite, et le temps passé sur chaque page ;',
          'le site d’où vous venez, réduit à son nom de domaine (par exemple www.google.com, jamais l’adresse complète de la page), et les paramètres de campagne présents dans l’adresse (utm_source, utm_medium, utm_campaign, utm_content, utm_term) ;',
          'le type d’appareil (ordinateur, tablette ou mobile) et la famille du navigateur et du système d’exploitation (par exemple Firefox, Android) ;',
          'la langue de votre navigateur ;',
          'le pays, seulement si une base de correspondance entre adresses IP et pays est installée sur notre serveur : il en est déduit sur place, et l’adresse IP n’est pas conservée ;',
          'lorsque vous envoyez l’un de nos formulaires, lequel (liste d’attente, contact, démo ou lettre d’information) et la visite dont il provient : page d’envoi, page d’entrée, site d’origine et campagne.',
        ],
      },
      {
        id: 'audience-anonymity',
        heading: 'Comment la mesure reste anonyme',
        paragraphs: [
          'Pour compter les visiteurs sans cookie, notre serveur calcule à chaque page vue une empreinte à partir de votre adresse IP et de l’identifiant de votre navigateur (son « user agent »), combinés à une clé secrète tirée au hasard chaque jour. Ni l’adresse IP ni l’identifiant du navigateur ne sont enregistrés : seule l’empreinte l’est. La clé change à minuit, heure de Paris, et celle de la veille est effacée. Vous recevez donc une empreinte différente chaque jour, et personne, pas même notre équipe, ne peut relier vos visites d’un jour à l’autre ni retrouver qui vous êtes à partir de ces statistiques.',
          'Une visite regroupe les pages vues avec la même empreinte, sans interruption de plus de 30 minutes. Nos tableaux de bord ne montrent que des totaux : nombre de visiteurs et de visites, pages les plus vues, sources, campagnes, demandes reçues et taux de conversion.',
          'Les membres de l’équipe connectés à l’espace d’administration ne sont pas comptés : le script vérifie seulement si un jeton de connexion d’administrateur est présent dans le navigateur, sans rien y écrire. Les robots (moteurs de recherche, outils d’audit) et les pages préchargées par le navigateur ne sont pas comptés non plus.',
          'Lorsque vous envoyez un formulaire, nous rattachons à votre demande la page d’envoi, la page d’entrée, le site d’origine et la campagne de votre visite, pour savoir quels contenus et quelles campagnes nous amènent des demandes. Ces informations ne sont visibles que de l’équipe, avec votre demande : elles sont conservées aussi longtemps qu’elle et effacées avec elle.',
        ],
        list: [],
      },
      {
        id: 'audience-objection',
        heading: 'Refuser la mesure d’audience',
        paragraphs: [
          'Cette mesure ne demande pas votre consentement, car elle respecte les conditions que la CNIL fixe pour la mesure d’audience : elle sert uniquement à produire des statistiques anonymes pour notre propre usage, n’est partagée avec personne, ne vous suit pas sur d’autres sites et ne permet pas de vous reconnaître d’un jour à l’autre. Vous pouvez tout de même vous y opposer, à tout moment et sans justification :',
        ],
        list: [
          'activez le signal « Global Privacy Control » ou « Ne pas me pister » (Do Not Track) de votre navigateur : le script ne mesure alors plus rien, sur toutes vos visites ;',
          'ou ajoutez ?analytics-enable=false à l’adresse d’une page du site : rien n’est mesuré sur cette page ni sur celles que vous ouvrez ensuite depuis le site dans le même onglet, jusqu’à ce que vous le rechargiez ;',
          'ou bloquez, avec une extension de blocage de contenu, les adresses de notre site qui contiennent /analytics/ : le site fonctionne exactement de la même façon. Comme nous ne gardons rien qui permette de vous reconnaître, nous ne pouvons pas retrouver vos visites passées pour les retirer de nos statistiques ; les informations de visite rattachées à une demande sont effacées avec elle si vous le demandez.',
        ],
      },
      {
        id: 'no-tracking',
        heading: 'Aucun pistage',
        paragraphs: [
          'Ce site n’utilise aucun cookie de statistiques, aucun outil de mesure d’audience tiers et aucun traceur publicitaire. Il n’intègre aucun contenu de tiers (vidéo, carte, police de caractères, widget de réseau social) : tout est servi depuis nos propres serveurs.',
          'Nos liens vers les réseaux sociaux et les liens de partage du blog sont de simples liens : rien n’est transmis à ces services tant que vous ne cliquez pas dessus.',
          'Les seules informations enregistrées sur votre appareil, une préférence de langue et, pour les administrateurs de l’équipe, un jeton de connexion, sont décrites dans notre page consacrée aux cookies.',
        ],
        list: [],
      },
      {
        id: 'security',
        heading: 'Sécurité',
        paragraphs: [
          'Nous protégeons vos données par des mesures techniques et organisationnelles adaptées :',
        ],
        list: [
          'Les échanges entre votre navigateur et nos serveurs sont chiffrés (HTTPS).',
          'Seuls les administrateurs de l’équipe, après authentification, peuvent consulter les données collectées.',
          'Les mots de passe des administrateurs sont stockés sous forme hachée, jamais en clair.',
          'Nos journaux techniques excluent les données personnelles, adresses IP comprises.',
          'Nos serveurs sont exploités en France, dans un centre de données situé à Lyon.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transferts hors de l’Union européenne',
        paragraphs: [
          'Vos données sont stockées en France et ne sont transférées vers aucun pays situé hors de l’Union européenne. Notre prestataire d’envoi d’e-mails les traite lui aussi au sein de l’Union européenne.',
        ],
        list: [],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        paragraphs: ['Vous disposez à tout moment des droits suivants sur vos données :'],
        list: [
          'Droit d’accès : savoir quelles données nous détenons sur vous et en obtenir une copie.',
          'Droit de rectification : faire corriger des données inexactes ou incomplètes.',
          'Droit à l’effacement : obtenir la suppression de vos données.',
          'Droit à la limitation : demander que nous suspendions l’utilisation de vos données, par exemple le temps de vérifier leur exactitude.',
          'Droit d’opposition : vous opposer à un traitement fondé sur notre intérêt légitime, dont la mesure d’audience (voir « Refuser la mesure d’audience »), et, à tout moment et sans justification, à l’envoi de messages de prospection.',
          'Droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé, ou les faire transmettre à un autre organisme, lorsque le traitement repose sur votre consentement ou sur des mesures précontractuelles.',
          'Retrait du consentement : vous désinscrire de la lettre d’information à tout moment, grâce au lien présent dans chaque envoi. Le retrait ne remet pas en cause les envois effectués auparavant.',
          'Directives post-mortem : définir ce que deviendront vos données après votre décès, comme le prévoit l’article 85 de la loi Informatique et Libertés.',
        ],
      },
      {
        id: 'exercise-rights',
        heading: 'Comment exercer vos droits',
        paragraphs: [
          'Écrivez-nous à privacy@vitrine.example, ou par courrier à Vitrine SAS, 24 rue de la République, 69002 Lyon, France. Indiquez le droit que vous souhaitez exercer et, si possible, le formulaire par lequel vous nous avez transmis vos données.',
          'Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Si votre demande est complexe ou si nous en recevons un grand nombre, ce délai peut être prolongé de deux mois : nous vous en informons alors dans le premier mois, en vous expliquant pourquoi.',
          'L’exercice de vos droits est gratuit. En cas de doute raisonnable sur votre identité, nous pouvons vous demander une information complémentaire pour la vérifier.',
        ],
        list: [],
      },
      {
        id: 'complaint',
        heading: 'Réclamation auprès de la CNIL',
        paragraphs: [
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez à tout moment introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur www.cnil.fr ou par courrier au 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
          'N’hésitez pas à nous écrire d’abord à privacy@vitrine.example : nous ferons tout notre possible pour régler la question avec vous.',
        ],
        list: [],
      },
      {
        id: 'changes',
        heading: 'Évolution de cette politique',
        paragraphs: [
          'Nous pourrons modifier cette politique, notamment au lancement de la plateforme. La date de la dernière mise à jour figure en haut de cette page. En cas de changement important, nous en informerons par e-mail les personnes concernées.',
        ],
        list: [],
      },
    ],
  },

  terms: {
    title: 'Conditions d’utilisation',
    intro:
      'Ces conditions encadrent l’utilisation du site Vitrine et de ses formulaires. En naviguant sur le site, vous les acceptez. Elles ne remplacent pas les conditions générales de vente de la plateforme, qui vous seront présentées avant toute souscription.',
    updated: 'Dernière mise à jour : 21 novembre 2026',
    sections: [
      {
        id: 'purpose',
        heading: 'Objet du site',
        paragraphs: [
          'Édité par Vitrine SAS, dont l’identité figure dans les mentions légales, ce site présente la plateforme Vitrine d’affichage dynamique intelligent : création de contenus par l’IA, gestion de plusieurs écrans, playlists, synchronisation avec vos agendas et applications intégrées.',
          'Il vous permet aussi de rejoindre la liste d’attente, de demander une démo, de nous écrire et de vous abonner à notre lettre d’information. Il s’adresse avant tout aux professionnels : entreprises, équipes marketing, commerces et organisateurs d’événements.',
        ],
        list: [],
      },
      {
        id: 'access',
        heading: 'Accès au site',
        paragraphs: [
          'Le site est accessible gratuitement, sans création de compte. Le matériel et la connexion à internet nécessaires restent à votre charge.',
          'Nous faisons notre possible pour que le site soit disponible en permanence, mais nous pouvons en suspendre l’accès, notamment pour une maintenance, une mise à jour ou à la suite d’un incident, sans que cela ouvre droit à une indemnité.',
        ],
        list: [],
      },
      {
        id: 'waitlist',
        heading: 'La liste d’attente',
        paragraphs: [
          'L’inscription sur la liste d’attente est gratuite et sans engagement : elle ne vaut ni commande ni abonnement, et aucun paiement ne vous est demandé.',
          'Elle nous permet de vous prévenir lorsque votre accès anticipé est prêt, de vous tenir informé du lancement et d’adapter notre accompagnement à vos écrans. Les accès ouvrent progressivement : l’inscription ne garantit pas de date précise.',
          'Vous pouvez quitter la liste d’attente à tout moment en écrivant à privacy@vitrine.example. Le traitement de vos données est décrit dans notre politique de confidentialité.',
        ],
        list: [],
      },
      {
        id: 'free-trial',
        heading: 'L’essai gratuit',
        paragraphs: [
          'Les offres décrites dans cette section et les deux suivantes s’appliqueront au lancement de la plateforme. Elles sont données à titre d’information : seules les conditions générales de vente, présentées et acceptées avant toute souscription, feront foi.',
          'Chaque offre payante commencera par un essai gratuit de 14 jours, sans carte bancaire. Aucun paiement ne vous sera demandé tant que vous n’aurez pas choisi de poursuivre avec une offre payante.',
        ],
        list: [],
      },
      {
        id: 'plans',
        heading: 'Les offres',
        paragraphs: [
          'Quatre offres seront proposées. Leur contenu détaillé et leurs prix figurent sur la page Tarifs et peuvent encore évoluer d’ici le lancement.',
        ],
        list: [
          'Gratuit : pour découvrir Vitrine sur quelques écrans, sans frais.',
          'Starter : pour les commerces et les petites équipes qui se lancent.',
          'Professionnel : pour les entreprises qui animent plusieurs sites, avec des statistiques avancées et la personnalisation à votre marque.',
          'Entreprise : pour les grands réseaux d’écrans, avec des écrans illimités, un support dédié et l’accès à l’API.',
        ],
      },
      {
        id: 'payment-cancellation',
        heading: 'Paiement et résiliation',
        paragraphs: [
          'Les offres payantes se régleront par carte bancaire, les principales cartes étant acceptées. Pour l’offre Entreprise, le paiement par virement bancaire sera également possible.',
          'Les offres seront sans engagement : vous pourrez changer d’offre ou résilier votre abonnement à tout moment. Les modalités précises, notamment la date d’effet de la résiliation, seront fixées par les conditions générales de vente.',
        ],
        list: [],
      },
      {
        id: 'acceptable-use',
        heading: 'Bon usage des formulaires',
        paragraphs: [
          'Nos formulaires (liste d’attente, contact, démo, lettre d’information) servent uniquement à échanger avec l’équipe de Vitrine. Toute inscription ou tout message contraire aux règles ci-dessous peut être supprimé sans préavis.',
          'En utilisant nos formulaires, vous vous engagez à :',
        ],
        list: [
          'fournir des informations exactes, et ne saisir que vos propres coordonnées ou celles d’une personne qui vous y a autorisé ;',
          'ne pas envoyer de contenu illicite, injurieux ou diffamatoire, ni de sollicitations commerciales non désirées ;',
          'ne pas soumettre les formulaires de manière automatisée ou massive, ni chercher à perturber le fonctionnement du site ;',
          'ne pas tenter d’accéder sans autorisation à l’espace d’administration ou aux données d’autres personnes.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'Le contenu du site est protégé par le droit de la propriété intellectuelle, comme le précisent nos mentions légales. Vous pouvez consulter les pages du site et les partager par un lien, mais toute reproduction ou réutilisation de leur contenu sans notre accord écrit est interdite.',
          'Ce que vous nous écrivez reste à vous : nous ne l’utilisons que pour traiter votre demande.',
        ],
        list: [],
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        paragraphs: [
          'Les informations du site sont fournies à titre indicatif. Les fonctionnalités et les offres présentées décrivent la plateforme telle qu’elle est prévue au lancement et peuvent évoluer. Vitrine SAS ne saurait être tenue responsable d’une utilisation du site contraire à ces conditions, ni des dommages indirects liés à son utilisation ou à son indisponibilité.',
          'Vous êtes responsable des informations que vous nous transmettez. Rien dans ces conditions ne limite les droits que vous tenez de la loi, notamment en tant que consommateur.',
        ],
        list: [],
      },
      {
        id: 'changes',
        heading: 'Modification des conditions',
        paragraphs: [
          'Nous pouvons modifier ces conditions, par exemple au lancement de la plateforme. La version applicable est celle publiée sur cette page, avec sa date de mise à jour. Les modifications ne s’appliquent pas rétroactivement.',
        ],
        list: [],
      },
      {
        id: 'applicable-law',
        heading: 'Droit applicable et litiges',
        paragraphs: [
          'Ces conditions sont soumises au droit français. En cas de différence entre la version française et une traduction, la version française prévaut.',
          'En cas de désaccord, écrivez-nous d’abord à bonjour@vitrine.example : nous chercherons avec vous une solution amiable.',
          'Si vous êtes un consommateur, vous pouvez aussi recourir gratuitement à un médiateur de la consommation, conformément aux articles L. 611-1 et suivants du Code de la consommation. Les coordonnées du médiateur dont relève Vitrine vous seront communiquées sur simple demande et figureront dans les conditions générales de vente.',
          'À défaut de solution amiable, les litiges seront portés devant les tribunaux de Lyon. Si vous êtes un consommateur, vous conservez le droit de saisir le tribunal du lieu où vous demeuriez au moment des faits, comme le permet l’article R. 631-3 du Code de la consommation.',
        ],
        list: [],
      },
    ],
  },

  cookies: {
    title: 'Cookies',
    intro:
      'Ce site ne vous piste pas. Il n’enregistre sur votre appareil qu’une préférence de langue, et seulement si vous changez de langue. Sa mesure d’audience fonctionne sans cookie et n’enregistre rien sur votre appareil. Voici le détail, en toute transparence.',
    updated: 'Dernière mise à jour : 24 novembre 2026',
    sections: [
      {
        id: 'what-is-a-cookie',
        heading: 'Qu’est-ce qu’un cookie ?',
        paragraphs: [
          'Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur pour retrouver une information lors de vos visites suivantes. D’autres techniques, comme le stockage local du navigateur, servent au même usage : la loi les soumet aux mêmes règles, et cette page les couvre aussi.',
        ],
        list: [],
      },
      {
        id: 'language-preference',
        heading: 'Votre préférence de langue',
        paragraphs: [
          'Lorsque vous utilisez le bouton de changement de langue (FR ou EN), nous enregistrons votre choix dans un cookie afin d’afficher le site dans cette langue lors de vos prochaines visites. Tant que vous n’utilisez pas ce bouton, aucun cookie n’est déposé.',
        ],
        list: [
          'Nom : lang',
          'Contenu : fr ou en, rien d’autre',
          'Durée de conservation : 12 mois',
          'Émetteur : Vitrine, pour ce site uniquement (cookie propriétaire)',
          'Finalité : mémoriser la langue d’affichage que vous avez choisie',
        ],
      },
      {
        id: 'admin-sign-in',
        heading: 'Le jeton de connexion des administrateurs',
        paragraphs: [
          'Les membres de l’équipe Vitrine qui administrent le site se connectent à un espace réservé. Pour qu’ils restent connectés, leur jeton de connexion est conservé dans le stockage local de leur navigateur, et non dans un cookie. Il est effacé à la déconnexion et cesse de fonctionner au bout d’une durée limitée.',
          'Si vous êtes simple visiteur, rien de tel n’est enregistré sur votre appareil.',
        ],
        list: [],
      },
      {
        id: 'audience-measurement',
        heading: 'La mesure d’audience, sans cookie',
        paragraphs: [
          'Pour compter les visites, un court script envoie à notre serveur, à chaque page affichée, l’adresse de la page, le site d’où vous venez, la langue de votre navigateur et le temps passé sur la page. Il ne dépose aucun cookie et n’écrit rien dans le stockage de votre navigateur. Il y lit une seule chose : la présence d’un jeton de connexion d’administrateur, pour ne pas compter l’équipe.',
          'Vos pages vues sont regroupées en visites, le temps d’une journée seulement, grâce à une empreinte que notre serveur calcule à partir de votre adresse IP et de votre navigateur, avec une clé secrète changée et effacée chaque jour ; ni l’adresse IP ni l’identifiant du navigateur ne sont conservés. Ce que nous mesurons, combien de temps nous le gardons et comment vous y opposer sont détaillés dans notre politique de confidentialité.',
        ],
        list: [],
      },
      {
        id: 'no-consent-banner',
        heading: 'Pourquoi aucun bandeau de consentement',
        paragraphs: [
          'Le cookie de langue sert uniquement à afficher le site comme vous l’avez demandé : c’est une préférence d’interface, strictement nécessaire au service que vous utilisez. L’article 82 de la loi Informatique et Libertés et les lignes directrices de la CNIL dispensent ce type de traceur de consentement, tout comme le jeton de connexion des administrateurs.',
          'Notre mesure d’audience respecte les conditions que la CNIL pose pour la dispenser de consentement : des statistiques anonymes pour notre seul usage, aucun suivi sur d’autres sites ni d’un jour à l’autre, aucune transmission à un tiers, et la possibilité de vous y opposer. Comme nous n’utilisons aucun autre cookie ni traceur, nous n’avons aucun consentement à vous demander. C’est pourquoi ce site n’affiche pas de bandeau cookies.',
        ],
        list: [],
      },
      {
        id: 'what-we-do-not-use',
        heading: 'Ce que nous n’utilisons pas',
        paragraphs: ['Ce site ne dépose et ne lit aucun autre traceur. En particulier :'],
        list: [
          'aucun cookie de mesure d’audience ou de statistiques ;',
          'aucun cookie publicitaire ou de ciblage ;',
          'aucun cookie de réseau social : nos liens vers LinkedIn, YouTube et Instagram, comme les liens de partage du blog, sont de simples liens qui ne chargent rien tant que vous ne cliquez pas, et le site de destination applique ensuite sa propre politique ;',
          'aucun contenu de tiers intégré (vidéo, carte, police de caractères, widget) susceptible de déposer ses propres cookies.',
        ],
      },
      {
        id: 'delete-cookies',
        heading: 'Supprimer ou bloquer les cookies',
        paragraphs: [
          'Vous pouvez supprimer le cookie de langue à tout moment : votre choix de langue sera simplement oublié. Vous pouvez aussi régler votre navigateur pour bloquer les cookies ; le site restera entièrement utilisable, mais votre langue ne sera plus mémorisée d’une visite à l’autre. Supprimer les données d’un site efface également son stockage local.',
          'La marche à suivre dépend de votre navigateur :',
        ],
        list: [
          'Google Chrome : Paramètres, puis Confidentialité et sécurité.',
          'Mozilla Firefox : Paramètres, puis Vie privée et sécurité, rubrique Cookies et données de sites.',
          'Microsoft Edge : Paramètres, puis Cookies et autorisations de site.',
          'Safari sur Mac : Réglages, puis Confidentialité, bouton Gérer les données de sites web.',
          'Safari sur iPhone et iPad : application Réglages, puis Safari, Avancé, Données de sites web.',
        ],
      },
      {
        id: 'changes',
        heading: 'Évolution de cette page',
        paragraphs: [
          'Si nous devions un jour utiliser d’autres cookies, en particulier des cookies soumis à consentement, nous mettrions cette page à jour et nous vous demanderions votre accord avant tout dépôt.',
        ],
        list: [],
      },
      {
        id: 'contact',
        heading: 'Une question ?',
        paragraphs: [
          'Pour toute question sur les cookies ou sur vos données, écrivez à privacy@vitrine.example. Pour en savoir plus sur les cookies et vos droits, consultez le site de la CNIL : www.cnil.fr.',
        ],
        list: [],
      },
    ],
  },
};

export type LegalCopy = typeof legal;

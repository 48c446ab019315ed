import { fieldLabels } from '../../shared/content/fr/field-labels';
/**
 * The blog's interface (listing and article pages). French is the source of the types. `{n}` is
 * replaced by a number of minutes.
 */
export const blog = {
  listing: {
    searchLabel: 'Rechercher dans les articles',
    searchPlaceholder: 'Article, sujet ou mot-clé…',
    categoriesLabel: 'Filtrer par catégorie',
    allArticles: 'Tous les articles',
    loading: 'Chargement des articles…',
    readMore: 'Lire la suite',
    minRead: '{n}\u00a0min de lecture',
    emptyTitle: 'Aucun article trouvé',
    emptyFiltered: 'Essayez d’ajuster votre recherche ou vos filtres.',
    emptyNone: 'Les articles apparaîtront ici dès leur publication.',
    clearFilters: 'Effacer les filtres',
    /** Read out when the results change: `{n}` is the number of articles found. */
    resultCount: { one: '1\u00a0article', other: '{n}\u00a0articles' },
    pageMissingTitle: 'Cette page n’existe pas',
    pageMissingText: 'La liste d’articles s’arrête avant. Reprenez depuis la première page.',
    firstPage: 'Revenir à la première page',
    pagination: {
      label: 'Pages d’articles',
      previous: 'Page précédente',
      next: 'Page suivante',
      page: 'Page {n}',
    },
    feedTitle: 'Le blog Vitrine (RSS)',
    feedDescription:
      'Conseils pratiques, retours d’expérience et tendances de l’affichage dynamique et de l’IA.',
  },
  categories: fieldLabels.blogCategories,
  archive: {
    tagHeading: 'Articles tagués « {tag} »',
    tagIntro: 'Tous nos articles sur le thème « {tag} », du plus récent au plus ancien.',
    tagTitle: 'Articles tagués « {tag} » · Blog Vitrine',
    tagDescription:
      'Les articles du blog Vitrine sur le thème « {tag} » : conseils pratiques, retours d’expérience et tendances de l’affichage dynamique.',
    authorTitle: '{name}, {role} · Blog Vitrine',
    authorDescription: 'Les articles de {name} sur le blog Vitrine.',
    authorPosts: 'Ses articles',
    authorNoPosts: '{name} n’a pas encore publié d’article dans cette langue.',
    allPosts: 'Tous les articles',
    byline: 'Par',
  },
  post: {
    loading: 'Chargement de l’article…',
    back: 'Retour au blog',
    notFoundTitle: 'Article introuvable',
    notFoundText: 'L’article que vous cherchez n’existe pas ou a été supprimé.',
    unavailableTitle: 'Article momentanément indisponible',
    unavailableText:
      'Cet article ne peut pas s’afficher pour le moment. Nous sommes prévenus ; réessayez plus tard.',
    backToBlog: 'Retour au blog',
    tagsLabel: 'Tags',
    shareTitle: 'Partager cet article',
    shareOn: {
      twitter: 'Partager sur Twitter',
      facebook: 'Partager sur Facebook',
      linkedin: 'Partager sur LinkedIn',
    },
    relatedTitle: 'Articles similaires',
    readMore: 'Lire la suite',
    notFoundSeoTitle: 'Article introuvable · Vitrine',
  },
  preview: {
    label: 'Aperçu — non publié',
    /** `{date}`: the date and time, in UTC like the site's other post dates. */
    scheduled: 'Publication prévue le {date} (UTC)',
  },
};

export type BlogCopy = typeof blog;

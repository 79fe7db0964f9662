// French strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'À la une',
    goTo: 'Afficher la bannière {{index}} sur {{count}}',
  },
  highlights: {
    empty: 'Nos points forts arrivent bientôt',
  },
  news: {
    title: 'Actualités',
    more: 'Plus d’actualités',
    empty: 'Aucune actualité pour le moment',
    justNow: 'À l’instant',
    published: 'Publié le {{date}}',
    notFound: 'Cette actualité n’est plus disponible',
    backHome: 'Retour à l’accueil',
  },
  sectionFailed: 'Cette section n’a pas pu être chargée',
  page: {
    empty: 'Rien n’a encore été publié ici',
    updated: 'Dernière mise à jour le {{date}}',
  },
  legal: {
    privacy: 'Politique de confidentialité',
    privacyStatement: 'Déclaration de confidentialité',
  },
  risk: {
    link: 'Avertissement sur les risques',
    title: 'Avertissement sur les risques',
  },
  service: {
    contact: 'Contacter le service client',
    unavailable: 'Le service en ligne n’est pas encore disponible',
  },
};

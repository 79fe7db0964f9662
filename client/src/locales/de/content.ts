// German strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'Aktuelles',
    goTo: 'Banner {{index}} von {{count}} anzeigen',
  },
  highlights: {
    empty: 'Die Highlights folgen in Kürze',
  },
  news: {
    title: 'Neuigkeiten',
    more: 'Weitere Neuigkeiten',
    empty: 'Noch keine Neuigkeiten',
    justNow: 'Gerade eben',
    published: 'Veröffentlicht am {{date}}',
    notFound: 'Diese Meldung ist nicht mehr verfügbar',
    backHome: 'Zur Startseite',
  },
  sectionFailed: 'Dieser Bereich konnte nicht geladen werden',
  page: {
    empty: 'Hier wurde noch nichts veröffentlicht',
    updated: 'Zuletzt aktualisiert am {{date}}',
  },
  legal: {
    privacy: 'Datenschutzrichtlinie',
    privacyStatement: 'Datenschutzerklärung',
  },
  risk: {
    link: 'Risikohinweise',
    title: 'Risikohinweise',
  },
  service: {
    contact: 'Kundenservice kontaktieren',
    unavailable: 'Der Online-Service ist noch nicht verfügbar',
  },
};

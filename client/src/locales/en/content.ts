// English strings of the content screens (home's sections, news, the text pages, the risk
// disclosure): the reference catalogue of the `content` namespace. The words of the content itself
// come from the server in the reader's language; these are only the frames around them.
import type { Catalogue } from '../catalogue';

export const content = {
  banners: {
    label: 'Announcements',
    goTo: 'Show banner {{index}} of {{count}}',
  },
  highlights: {
    empty: 'Highlights are on their way',
  },
  news: {
    title: 'Latest news',
    more: 'More news',
    empty: 'No news yet',
    justNow: 'Just now',
    published: 'Published {{date}}',
    notFound: 'This news item is no longer available',
    backHome: 'Back to home',
  },
  sectionFailed: 'This section could not be loaded',
  page: {
    empty: 'Nothing has been published here yet',
    updated: 'Last updated {{date}}',
  },
  legal: {
    privacy: 'Privacy policy',
    privacyStatement: 'Privacy statement',
  },
  risk: {
    link: 'Risk disclosure',
    title: 'Risk disclosure',
  },
  service: {
    contact: 'Contact customer service',
    unavailable: 'Online service is not available yet',
  },
};

export type ContentMessages = Catalogue<typeof content>;

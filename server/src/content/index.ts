// Content: banners, news, platform highlights and the fixed pages, per language, read by everyone
// and edited by ops (audited); and the system messages ops broadcast to every inbox.
export { contentRouter } from './routes';
export type { ContentNotifier } from './ContentNotifier';
export { seedContent } from './seed/seedContent';

/** Where ops write content, and how large a body they may send there: ten languages of Markdown. */
export const CONTENT_ADMIN_PATH = '/admin/content';
export const CONTENT_BODY_LIMIT = '2mb';

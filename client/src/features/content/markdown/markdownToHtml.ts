// Markdown of the content (news bodies, the text pages) to HTML, the first of two safety steps:
// markdown-it with raw HTML off escapes every tag written in the text, and its link check refuses
// `javascript:`, `vbscript:`, `file:` and `data:` links (they stay as plain text). The output is
// then sanitised again by DOMPurify in the browser (sanitizeHtml.ts) before it reaches the page.
import MarkdownIt from 'markdown-it';

/** A link to a screen of the app: `/pages/...`, opened by the hash router. */
const APP_ROUTE = /^\/pages\//;
/** A link to another site: opened in a new tab, telling it nothing about us. */
const EXTERNAL = /^https?:\/\//i;

const markdown = new MarkdownIt({ html: false, linkify: true });

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const href = token.attrGet('href') ?? '';
  if (APP_ROUTE.test(href)) {
    // A hash route, so the link works as written; the Markdown component opens it in the app.
    token.attrSet('href', `#${href}`);
    token.attrSet('data-app-route', href);
  } else if (EXTERNAL.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  // Images of a long page load as they scroll into view.
  tokens[index]!.attrSet('loading', 'lazy');
  return self.renderToken(tokens, index, options);
};

/** The HTML of a Markdown text, with raw HTML escaped and unsafe links left as text. Not yet sanitised. */
export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

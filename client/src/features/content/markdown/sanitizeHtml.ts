// The second safety step of rendered content: DOMPurify, in the browser, over markdown-it's output
// (markdownToHtml.ts). It keeps only safe tags and attributes, and then every link is checked
// again: another site opens in a new tab with rel="noopener noreferrer", an app route stays a
// hash link, and any other target is dropped.
import DOMPurify from 'dompurify';

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/** `html` with everything unsafe removed; the only HTML the content screens put on the page. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ADD_ATTR: ['target'] });
}

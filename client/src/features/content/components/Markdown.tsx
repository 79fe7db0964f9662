import { useMemo, type MouseEvent } from 'react';
import { navigate } from '../../../app/hashLocation';
import { markdownToHtml } from '../markdown/markdownToHtml';
import { sanitizeHtml } from '../markdown/sanitizeHtml';
import '../content.css';

/**
 * A Markdown text of the server (a news body, a text page), rendered by markdown-it with raw HTML
 * off and sanitised by DOMPurify: only then is it put on the page. App links open in the app.
 */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => sanitizeHtml(markdownToHtml(source)), [source]);

  function openAppLink(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target instanceof Element)) return;
    const route = event.target.closest('a')?.getAttribute('data-app-route');
    if (!route || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(route);
  }

  return (
    <div
      className="markdown"
      data-testid={testId}
      onClick={openAppLink}
      // Safe: markdown-it escaped every tag of the source and DOMPurify sanitised its output.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

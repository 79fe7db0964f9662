import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdownToHtml';

/** Every href of the output, as written. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('markdown to HTML', () => {
  it('renders the Markdown the content is written in', () => {
    const html = markdownToHtml('# Title\n\nSome **bold** text.\n\n- one\n- two');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });

  it('shows a script tag as text', () => {
    const html = markdownToHtml('Hello <script>alert(1)</script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows an image with an onerror attribute as text', () => {
    const html = markdownToHtml('<img src=x onerror="alert(1)">');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('gives a javascript: link no href', () => {
    const html = markdownToHtml('[win a prize](javascript:alert(1)) and <javascript:alert(2)>');
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toMatch(/<a[\s>]/);
    expect(html).toContain('[win a prize](javascript:alert(1))');
  });

  it('gives a data: link no href', () => {
    const html = markdownToHtml('[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)');
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toMatch(/<a[\s>]/);
  });

  it('refuses a javascript: link hidden by case and entities', () => {
    const html = markdownToHtml('[a](JaVaScRiPt:alert(1)) [b](&#106;avascript:alert(1))');
    expect(hrefs(html)).toEqual([]);
  });

  it('opens https links in a new tab that learns nothing about us', () => {
    const html = markdownToHtml('[site](https://example.com/help) and https://example.org');
    expect(html).toContain(
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">https://example.org</a>',
    );
  });

  it('turns an app route into a hash link the app opens itself', () => {
    const html = markdownToHtml('[Privacy](/pages/yinsi/yinsi)');
    expect(html).toContain('<a href="#/pages/yinsi/yinsi" data-app-route="/pages/yinsi/yinsi">Privacy</a>');
  });
});

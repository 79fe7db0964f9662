// What a person would see as broken in a page's layout, measured on the page as laid out with real
// fonts: the page wider than the screen, text cut off or spilling out of its box, and boxes in a
// row or grid drawn over each other or out of their row.
import type { Page } from 'playwright-core';

/** Slack for sub-pixel layout: a box may be this much past another before it counts. */
const SLACK_PX = 1.5;

/**
 * The layout problems of the page on screen now, each as "<what>: <element>". Left out on purpose:
 * text cut with an ellipsis (a designed truncation), boxes that scroll, what is hidden from
 * everyone (aria-hidden, display none, no size), the chart's own canvases, and boxes placed out of
 * the flow (absolute or fixed), which are laid over others by design.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const classes = typeof element.className === 'string' ? element.className.trim() : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}${classes ? `.${classes.split(/\s+/).join('.')}` : ''} "${text}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'contents')
        return false;
      const box = element.getBoundingClientRect();
      // A box of a pixel or less is there for screen readers only (visually hidden).
      return box.width > 1 && box.height > 1;
    };
    const outOfFlow = (element: Element) =>
      ['absolute', 'fixed', 'sticky'].includes(getComputedStyle(element).position);
    /** Whether a box's overflow is cut off or scrolled by a box it sits in (a carousel's track). */
    const clippedAbove = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    // Against the layout viewport: a phone's innerWidth grows to fit a page that is too wide.
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) problems.push(`page wider than the screen by ${overflow}px`);

    const elements = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        !element.closest('[aria-hidden="true"], svg, canvas, .tv-lightweight-charts, script, style') &&
        shown(element),
    );

    for (const element of elements) {
      const style = getComputedStyle(element);
      if (!(element instanceof HTMLElement)) continue;
      // Text of its own that does not fit: cut off when the box clips, spilling out when it does not.
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (ownText && style.display !== 'inline' && style.textOverflow !== 'ellipsis') {
        const wide = element.scrollWidth - element.clientWidth;
        const tall = element.scrollHeight - element.clientHeight;
        if (wide > slack && !scrolls(style.overflowX))
          problems.push(`text wider than its box: ${describe(element)}`);
        else if (tall > slack + 1 && !scrolls(style.overflowY) && style.webkitLineClamp === 'none')
          problems.push(`text taller than its box: ${describe(element)}`);
      }

      // A row or grid's boxes: never over each other, never out of the row unless it scrolls.
      if (!/flex|grid/.test(style.display)) continue;
      const box = element.getBoundingClientRect();
      const children = Array.from(element.children).filter((child) => shown(child) && !outOfFlow(child));
      const boxes = children.map((child) => child.getBoundingClientRect());
      if (style.overflowX === 'visible' && !clippedAbove(element)) {
        children.forEach((child, index) => {
          const own = boxes[index]!;
          // A negative margin bleeds a box out of its row on purpose (a wider touch target, a
          // row edge to edge): only what goes further is out of the row.
          const margin = getComputedStyle(child);
          const left = box.left + Math.min(0, parseFloat(margin.marginLeft));
          const right = box.right - Math.min(0, parseFloat(margin.marginRight));
          if (own.left < left - slack || own.right > right + slack)
            problems.push(`out of its row: ${describe(child)} in ${describe(element)}`);
        });
      }
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > slack && down > slack)
            problems.push(`overlap: ${describe(children[i]!)} and ${describe(children[j]!)}`);
        }
      }
    }

    // Text drawn over other text, however the boxes around them are nested (a price wider than
    // its column runs into the figures beside it). Boxes laid over others by design (a fixed bar,
    // an absolute badge) are compared only with text in the same layer.
    const layerOf = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (outOfFlow(at)) return at;
      }
      return document.body;
    };
    /** What of `rect` the boxes around `element` that clip (a clamped summary's hidden lines) leave. */
    const visiblePart = (rect: DOMRect, element: Element) => {
      let { left, top, right, bottom } = rect;
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = at.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const lines: { rect: DOMRect; element: Element; layer: Element }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !(node.textContent ?? '').trim()) continue;
      if (element.closest('[aria-hidden="true"], svg, script, style, .visually-hidden') || !shown(element))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const layer = layerOf(element);
      for (const whole of Array.from(range.getClientRects())) {
        const rect = visiblePart(whole, element);
        if (rect.width > slack && rect.height > slack) lines.push({ rect, element, layer });
      }
    }
    const reported = new Set<string>();
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.element === b.element || a.layer !== b.layer) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        // Glyph boxes include the line's leading: a few pixels of it may touch the next line's.
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across <= slack || down <= 4) continue;
        const problem = `text over text: ${describe(a.element)} and ${describe(b.element)}`;
        if (!reported.has(problem)) problems.push(problem);
        reported.add(problem);
      }
    }
    return problems;
  }, SLACK_PX);
}

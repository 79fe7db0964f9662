// Touch targets: every visible control at least 44×44 CSS pixels (WCAG 2.5.5, our floor), with
// the exceptions WCAG 2.5.8 allows.
import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * The visible controls smaller than 44×44: links, buttons, fields, selects, ARIA buttons, tabs and
 * radios, and labels that are themselves the target of a hidden input (a file picker, a segment).
 * Left out, as WCAG 2.5.8 allows: links inside rendered prose (`.markdown a`, the inline
 * exception: their size is that of the sentence they sit in), and a text label standing beside
 * its own 44px field (the field is the equivalent target).
 */
export function smallTargets(page: Page): Promise<{ checked: number; small: SmallTarget[] }> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], label';
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}.${element.className} "${text}"`;
    };
    const found: { element: string; width: number; height: number }[] = [];
    let checked = 0;
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0 || box.height === 0) {
        continue;
      }
      // A hidden input whose label is the target (checked below as a label).
      const isField = element.matches('input, select');
      if (isField && (box.width <= 1 || box.height <= 1 || style.opacity === '0')) continue;
      if (element.matches('.markdown a')) continue;
      if (element.tagName === 'LABEL' && !element.querySelector('input, select')) continue;
      // A checkbox or radio inside its label: the label, checked itself, is the target.
      if (element.matches('input[type="checkbox"], input[type="radio"]') && element.closest('label'))
        continue;
      checked += 1;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        found.push({
          element: describe(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return { checked, small: found };
  }, MIN_TARGET_PX);
}

import { useEffect, useRef } from 'react';

/** Short enough to be over well before the next tick (about one a second). */
const FLASH_MS = 300;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const FLASH_TOKENS = { up: '--up-flash', down: '--down-flash' } as const;

const motionReduced = (): boolean => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;

/**
 * Flashes the referenced element (the price itself, never its whole row) with a soft green or red
 * background for a moment when `price` rises or falls, in the colours of the theme on screen (the
 * --up-flash / --down-flash tokens). It uses the Web Animations API (no re-render, no layout) and
 * marks the element `data-flash="up|down"` while it lasts. When the person asks for reduced
 * motion nothing flashes: the price's own up/down colour still says which way it went.
 */
export function usePriceFlash<T extends HTMLElement>(price: number | undefined) {
  const ref = useRef<T>(null);
  const previous = useRef(price);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const element = ref.current;
    if (!element || price === undefined || before === undefined || price === before) return;
    if (motionReduced() || typeof element.animate !== 'function') return;
    const direction = price > before ? 'up' : 'down';
    const colour = getComputedStyle(element).getPropertyValue(FLASH_TOKENS[direction]).trim();
    if (!colour) return;
    element.dataset.flash = direction;
    const animation = element.animate([{ backgroundColor: colour }, { backgroundColor: 'transparent' }], {
      duration: FLASH_MS,
      easing: 'ease-out',
    });
    animation.onfinish = () => {
      if (element.dataset.flash === direction) delete element.dataset.flash;
    };
  }, [price]);
  return ref;
}

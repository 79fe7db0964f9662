import { useEffect, useRef } from 'react';

const FLASH_MS = 700;
const FLASH_COLORS = { up: 'rgba(14, 203, 129, 0.18)', down: 'rgba(246, 70, 93, 0.18)' } as const;

/**
 * Flashes the referenced element green or red for a moment when `price` rises or falls. It
 * animates the background with the Web Animations API (no re-render, no layout), and marks the
 * element `data-flash="up|down"` while it lasts.
 */
export function usePriceFlash<T extends HTMLElement>(price: number | undefined) {
  const ref = useRef<T>(null);
  const previous = useRef(price);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const element = ref.current;
    if (!element || price === undefined || before === undefined || price === before) return;
    const direction = price > before ? 'up' : 'down';
    element.dataset.flash = direction;
    const animation = element.animate?.(
      [{ backgroundColor: FLASH_COLORS[direction] }, { backgroundColor: 'transparent' }],
      { duration: FLASH_MS, easing: 'ease-out' },
    );
    const clear = () => {
      if (element.dataset.flash === direction) delete element.dataset.flash;
    };
    if (animation) animation.onfinish = clear;
    else setTimeout(clear, FLASH_MS);
  }, [price]);
  return ref;
}

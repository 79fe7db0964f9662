// Line icons drawn on a 24×24 grid with a 1.8 stroke, so the whole set weighs a few hundred bytes
// instead of an icon font.

const CIRCLE_9 = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';

const ICONS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  candles: 'M7 3v3M7 17v4M5 6h4v11H5zM17 3v5M17 15v6M15 8h4v7h-4z',
  wallet: 'M4 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1zM4 6l11-3v3M16 13h.01',
  user: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c0-4 4-6 8-6s8 2 8 6',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 6l6 6-6 6',
  deposit: `${CIRCLE_9}M12 7v10M8 13l4 4 4-4`,
  withdraw: `${CIRCLE_9}M12 17V7M8 11l4-4 4 4`,
  orders: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  card: 'M2 5h20v14H2zM2 10h20M6 15h4',
  info: `${CIRCLE_9}M12 16v-4M12 8h.01`,
  bell: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  headset: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H4a1 1 0 0 1-1-1zM21 14h-3v6h2a1 1 0 0 0 1-1z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  settings:
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
  verify: 'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M14 9h4M14 13h4M6 16c.6-1.3 1.7-2 3-2s2.4.7 3 2',
  records: 'M14 3H5v18h14V8zM14 3v5h5M9 13h6M9 17h6',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  globe: `${CIRCLE_9}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`,
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  spark: 'M12 3l2.2 6.1L20 12l-5.8 2.9L12 21l-2.2-6.1L4 12l5.8-2.9z',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  lightning: 'M13 2 4 14h7l-1 8 9-12h-7z',
  clock: `${CIRCLE_9}M12 7v5l3 2`,
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
} as const;

export type IconName = keyof typeof ICONS;

/** An inline line icon in the current text colour. */
export function Icon({ name, size = 22, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

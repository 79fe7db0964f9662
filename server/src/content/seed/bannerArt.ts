// The seeded banners' pictures, drawn here rather than shipped as files: a gradient in the app's
// blue with a simple motif per banner. No words are drawn, so one picture serves every language
// (the client lays the caption over its left half: every motif stays right of the middle).
import sharp from 'sharp';
import type { SEED_BANNERS } from './ContentSeed';

const WIDTH = 750;
const HEIGHT = 300;

const MOTIFS: Record<(typeof SEED_BANNERS)[number], { from: string; to: string; shapes: string }> = {
  // Coins stacked beside an arrow into a wallet, right of the middle: the caption has the left half.
  deposit: {
    from: '#1150C2',
    to: '#3A8DFF',
    shapes: `
      <rect x="510" y="90" width="200" height="130" rx="22" fill="#ffffff" fill-opacity="0.22"/>
      <rect x="630" y="135" width="80" height="40" rx="12" fill="#ffffff" fill-opacity="0.45"/>
      <ellipse cx="430" cy="215" rx="48" ry="14" fill="#FFD45C"/>
      <ellipse cx="430" cy="195" rx="48" ry="14" fill="#FFC21F"/>
      <ellipse cx="430" cy="175" rx="48" ry="14" fill="#FFD45C"/>
      <path d="M460 120 L500 120 L500 105 L530 135 L500 165 L500 150 L460 150 Z" fill="#ffffff" fill-opacity="0.8"/>`,
  },
  // A rising price line over candles.
  products: {
    from: '#0B3A8F',
    to: '#1150C2',
    shapes: `
      <rect x="430" y="160" width="22" height="60" rx="4" fill="#2EC27E"/>
      <rect x="480" y="130" width="22" height="70" rx="4" fill="#E5484D"/>
      <rect x="530" y="110" width="22" height="80" rx="4" fill="#2EC27E"/>
      <rect x="580" y="80" width="22" height="70" rx="4" fill="#2EC27E"/>
      <rect x="630" y="60" width="22" height="60" rx="4" fill="#2EC27E"/>
      <polyline points="400,230 470,190 520,205 590,130 690,70" fill="none" stroke="#ffffff" stroke-width="6"
        stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9"/>`,
  },
  // Bars growing day by day under a sun of earnings.
  savings: {
    from: '#1150C2',
    to: '#00A3A3',
    shapes: `
      <circle cx="630" cy="90" r="42" fill="#FFD45C"/>
      <rect x="420" y="190" width="40" height="40" rx="6" fill="#ffffff" fill-opacity="0.5"/>
      <rect x="475" y="170" width="40" height="60" rx="6" fill="#ffffff" fill-opacity="0.6"/>
      <rect x="530" y="145" width="40" height="85" rx="6" fill="#ffffff" fill-opacity="0.7"/>
      <rect x="585" y="115" width="40" height="115" rx="6" fill="#ffffff" fill-opacity="0.85"/>`,
  },
};

/** The banner's picture as a PNG. */
export async function drawBannerArt(banner: (typeof SEED_BANNERS)[number]): Promise<Buffer> {
  const motif = MOTIFS[banner];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${motif.from}"/><stop offset="1" stop-color="${motif.to}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    <circle cx="80" cy="260" r="160" fill="#ffffff" fill-opacity="0.06"/>
    ${motif.shapes}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

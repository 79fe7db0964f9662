// A QR code drawn as one SVG path: the modules of each row merged into runs, so an address of a
// few dozen characters is a single element of a few kilobytes, and no markup is ever injected.
import { useMemo } from 'react';
import { encode } from 'uqr';

/** Quiet zone around the symbol, in modules: the width scanners are specified to need. */
const QUIET_ZONE = 4;

/**
 * The path data of the dark modules (`true`) of a QR matrix, one unit per module: each run of
 * dark modules in a row is one rectangle `M x y h n v 1 h -n z`.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      const run = x - start;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return path;
}

interface QrCodeProps {
  /** What the code holds (an address). */
  value: string;
  /** Width and height on screen, in CSS px. */
  size?: number;
  /** What a screen reader says the image is. */
  label: string;
  testId?: string;
}

/** The QR code of `value`, black on white with its quiet zone, crisp at any size. */
export function QrCode({ value, size = 180, label, testId }: QrCodeProps) {
  const { data } = useMemo(() => encode(value, { ecc: 'M', border: QUIET_ZONE }), [value]);
  const modules = data.length;
  const path = useMemo(() => qrPath(data), [data]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../lib/ui/QrCode';

/** The modules a path paints, read back from its `M x y h n v1 h-n z` runs. */
function paintedModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('QR code path', () => {
  it('merges each row of dark modules into runs', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for a blank matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });

  it('paints exactly the dark modules of an encoded address', () => {
    const { data } = encode('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', { ecc: 'M', border: 4 });
    const path = qrPath(data);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(paintedModules(path, data.length)).toEqual(data);
  });
});

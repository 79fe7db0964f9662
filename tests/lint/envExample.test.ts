// .env.example is the configuration's documentation: every variable, each with a comment.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../server/src/platform/config';

const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n');

describe('.env.example', () => {
  it('lists every configuration variable', () => {
    const listed = lines.map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1]).filter(Boolean);
    expect(CONFIG_KEYS.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('puts a comment above every variable', () => {
    const uncommented = lines.flatMap((line, index) => {
      if (!/^[A-Z][A-Z0-9_]+=/.test(line)) return [];
      let above = index - 1;
      while (above >= 0 && /^[A-Z][A-Z0-9_]+=/.test(lines[above]!)) above--;
      return above >= 0 && lines[above]!.startsWith('#') ? [] : [line];
    });
    expect(uncommented).toEqual([]);
  });
});

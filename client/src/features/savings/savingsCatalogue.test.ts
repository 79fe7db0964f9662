import { describe, expect, it } from 'vitest';
import { savings as en } from '../../locales/en/savings';
import { savings as vi } from '../../locales/vi/savings';
import { savings as zhCN } from '../../locales/zh-CN/savings';

type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The `{{names}}` a string interpolates, each once, sorted (a language may say one twice). */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))].sort();

const english = flatten(en);

describe.each([
  ['vi', vi],
  ['zh-CN', zhCN],
])('the %s savings catalogue', (_, catalogue) => {
  const strings = flatten(catalogue);

  it('writes every English string, none left empty', () => {
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of strings) expect(text.trim(), key).not.toBe('');
  });

  it('fills in the same numbers and days as English', () => {
    for (const [key, text] of english)
      expect(placeholders(strings.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

// The seed files: every language written has every item of the English one, each text within the
// contract's bounds, none left in English; so a translator's new file is checked the same way.
import { CONTENT_LIMITS, highlightText, newsText, pageText, type Language } from '@tempo/shared';
import { describe, expect, it } from 'vitest';
import type { ContentSeed } from './ContentSeed';
import { CONTENT_SEEDS } from './seedContent';

const english = CONTENT_SEEDS.en!;
const sections = ['banners', 'news', 'highlights', 'pages'] as const;
const translated = (Object.entries(CONTENT_SEEDS) as [Language, ContentSeed][]).filter(
  ([language]) => language !== 'en',
);

/** Every text of a seed as [path, value]. */
function textsOf(seed: ContentSeed): [string, string][] {
  return sections.flatMap((section) =>
    Object.entries(seed[section]).flatMap(([key, texts]) =>
      Object.entries(texts as Record<string, string>).map(([field, value]): [string, string] => [
        `${section}.${key}.${field}`,
        value,
      ]),
    ),
  );
}

describe('content seed files', () => {
  it('English, Vietnamese and Simplified Chinese are written', () => {
    expect(Object.keys(CONTENT_SEEDS).sort()).toEqual(expect.arrayContaining(['en', 'vi', 'zh-CN']));
  });

  it.each(translated)('%s has exactly the items and fields of English', (_language, seed) => {
    expect(
      textsOf(seed)
        .map(([path]) => path)
        .sort(),
    ).toEqual(
      textsOf(english)
        .map(([path]) => path)
        .sort(),
    );
  });

  it.each(translated)('%s leaves no text in English', (_language, seed) => {
    const englishTexts = new Map(textsOf(english));
    for (const [path, value] of textsOf(seed)) expect(value, path).not.toBe(englishTexts.get(path));
  });

  it.each(Object.entries(CONTENT_SEEDS) as [Language, ContentSeed][])(
    '%s passes the rules ops are held to',
    (_language, seed) => {
      for (const [key, texts] of Object.entries(seed.news))
        expect(newsText.safeParse(texts).success, key).toBe(true);
      for (const [key, texts] of Object.entries(seed.pages))
        expect(pageText.safeParse(texts).success, key).toBe(true);
      for (const [key, texts] of Object.entries(seed.highlights)) {
        expect(highlightText.safeParse(texts).success, key).toBe(true);
      }
      for (const banner of Object.values(seed.banners)) {
        expect(banner.title.length).toBeLessThanOrEqual(CONTENT_LIMITS.title);
      }
      // Real text, never a placeholder.
      for (const [path, value] of textsOf(seed)) expect(value, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    },
  );
});

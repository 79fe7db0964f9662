// Every language is complete: each UI namespace, error message and inbox message has exactly the
// keys English has, names the same {{values}}, and is written in that language — a value equal to
// the English one is allowed only when it is made of the words every language keeps (listed below).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, errorMessagesFor, inboxMessagesFor, type Language } from '@tempo/shared';
import { catalogues } from './allCatalogues';

/** Words that are the same in every language: names, codes, units and chart studies. */
const SAME_EVERYWHERE = [
  'Tempo',
  'USDT',
  'TRC20',
  'ERC20',
  'USD',
  'BTC',
  'ID',
  'OK',
  'QR',
  'URL',
  'MA',
  'EMA',
  'BOLL',
  'RSI',
  'MACD',
  'KDJ',
  'VOL',
  'Heikin-Ashi',
  '24H',
  'H',
  'm',
  's',
  'min',
];

/** Words a language shares with English, as its own speakers write them. */
const SAME_IN: Partial<Record<Language, string[]>> = {
  de: [
    'Name',
    'Status',
    'Version',
    'Details',
    'Demo',
    'Coin',
    'Order',
    'Orders',
    'Trades',
    'Limits',
    'Live',
    'Offline',
    'Passkey',
  ],
  fr: ['Maintenance', 'Version', 'Minimum', 'maximum', 'minute', 'minutes'],
  id: ['Area', 'Interval', 'Deposit', 'Demo', 'Status', 'passkey'],
  vi: ['Demo'],
};

type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The values a text names, each once: a language may name one twice where English names it once. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d])(${words.join('|')})(?![\\p{L}\\d])`, 'gu');

/**
 * Whether `text` still has words once its placeholders, its intervals ("5m", "1H") and the words
 * `language` keeps from English are taken out.
 */
function hasWords(text: string, language: Language): boolean {
  const kept = wordsPattern([...SAME_EVERYWHERE, ...(SAME_IN[language] ?? [])]);
  const rest = text
    .replace(/\{\{\w+\}\}/g, '')
    .replace(/\b\d+[smhHdDwWM]\b/g, '')
    .replace(kept, '');
  return /\p{L}/u.test(rest);
}

/** What is wrong with one language's catalogue against English's. */
function problems(english: Tree, translated: Tree | undefined, language: Language, name: string): string[] {
  if (!translated) return [`${language}: ${name} is missing`];
  const source = flatten(english);
  const target = flatten(translated);
  const found: string[] = [];
  for (const [key, text] of source) {
    const own = target.get(key);
    if (own === undefined) found.push(`${language}: ${name}.${key} is missing`);
    else if (placeholders(own).join() !== placeholders(text).join())
      found.push(`${language}: ${name}.${key} names other values than English`);
    else if (own === text && hasWords(text, language))
      found.push(`${language}: ${name}.${key} is still English`);
  }
  for (const key of target.keys()) if (!source.has(key)) found.push(`${language}: ${name}.${key} is extra`);
  return found;
}

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

describe('the ten languages', () => {
  it('have every UI namespace complete, in their own words', () => {
    const english = catalogues.en as Record<string, Tree>;
    const found = TRANSLATED.flatMap((language) => {
      const own = catalogues[language] as Record<string, Tree | undefined>;
      return Object.keys(english).flatMap((name) => problems(english[name]!, own[name], language, name));
    });
    expect(found).toEqual([]);
  });

  it('have every server error message, in their own words', () => {
    const english = errorMessagesFor('en') as unknown as Tree;
    const found = TRANSLATED.flatMap((language) =>
      problems(english, errorMessagesFor(language) as unknown as Tree, language, 'errors'),
    );
    expect(found).toEqual([]);
  });

  it('have every inbox message, in their own words', () => {
    const english = inboxMessagesFor('en') as unknown as Tree;
    const found = TRANSLATED.flatMap((language) =>
      problems(english, inboxMessagesFor(language) as unknown as Tree, language, 'inbox'),
    );
    expect(found).toEqual([]);
  });

  it('catch a missing key, an extra key and an untranslated value', () => {
    const english: Tree = { buy: 'Buy up', code: 'USDT', amount: '{{amount}}' };
    expect(problems(english, { buy: 'Mua lên', code: 'USDT', amount: '{{amount}}' }, 'vi', 'x')).toEqual([]);
    expect(problems(english, { buy: 'Buy up', code: 'USDT', more: 'x' }, 'vi', 'x')).toEqual([
      'vi: x.buy is still English',
      'vi: x.amount is missing',
      'vi: x.more is extra',
    ]);
  });
});

// The words of each inbox message kind in every language, one file per language in inbox/.
// {{amount}} is the amount written as the language writes numbers ("1,234.50" in English,
// "1.234,50" in German and Vietnamese), {{reason}} the reason ops gave; {{device}}, {{ip}} and
// {{time}} a sign-in's device, address and time (as the language writes a date and time, in the
// time zone the reader is given, which it names); a kind names the same values in every language.
import type { InboxKind, InboxParams } from '../contract/inbox';
import type { Language } from '../contract/languages';
import type { InboxMessages, InboxText } from './catalogueTypes';
import { de } from './inbox/de';
import { en } from './inbox/en';
import { fr } from './inbox/fr';
import { id } from './inbox/id';
import { ja } from './inbox/ja';
import { ko } from './inbox/ko';
import { th } from './inbox/th';
import { vi } from './inbox/vi';
import { zhCN } from './inbox/zh-CN';
import { zhTW } from './inbox/zh-TW';

export type { InboxMessages, InboxText };

const catalogues: Record<Language, InboxMessages> = {
  en,
  vi,
  ja,
  de,
  th,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  id,
  ko,
  fr,
};

/** The inbox catalogue of `language`. */
export function inboxMessagesFor(language: Language): InboxMessages {
  return catalogues[language];
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as `language` writes an amount: grouped, with its decimal mark and two decimals. */
function amountIn(cents: number, language: Language): string {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  // Cents are whole and safe: dividing by 100 and rounding to two decimals gives them back exactly.
  return format.format(cents / 100);
}

/** An instant (epoch ms) as `language` writes a date and time, in `timeZone`, which it names. */
function timeIn(epochMs: number, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(epochMs);
}

/**
 * The title and body of a message of `kind` in `language`, with its values filled in; a time in
 * `timeZone` (the platform's: the server does not know the reader's).
 */
export function renderInboxMessage(
  kind: InboxKind,
  params: InboxParams,
  language: Language,
  timeZone = 'UTC',
): InboxText {
  const text = inboxMessagesFor(language)[kind];
  const values: Record<string, string> = {
    amount: params.amount === undefined ? '' : amountIn(params.amount, language),
    reason: params.reason ?? '',
    device: params.device || '—',
    ip: params.ip || '—',
    time: params.at === undefined ? '' : timeIn(params.at, language, timeZone),
  };
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(text.title), body: fill(text.body) };
}

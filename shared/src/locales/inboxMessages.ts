// The words of each inbox message kind. en, vi and zh-CN are complete; a language without its own
// catalogue yet falls back to English. {{amount}} is the amount as "1234.50", {{reason}} the reason
// ops gave; a kind names the same values in every language.
import type { InboxKind, InboxParams } from '../contract/inbox';
import type { Language } from '../contract/languages';
import { formatCents } from '../domain/money';
import type { InboxMessages, InboxText } from './catalogueTypes';
import { en } from './inbox/en';
import { vi } from './inbox/vi';
import { zhCN } from './inbox/zh-CN';

export type { InboxMessages, InboxText };

const catalogues: Partial<Record<Language, InboxMessages>> = { en, vi, 'zh-CN': zhCN };

/** The inbox catalogue of `language`, English where it has none yet. */
export function inboxMessagesFor(language: Language): InboxMessages {
  return catalogues[language] ?? en;
}

/** The title and body of a message of `kind` in `language`, with its values filled in. */
export function renderInboxMessage(kind: InboxKind, params: InboxParams, language: Language): InboxText {
  const text = inboxMessagesFor(language)[kind];
  const values: Record<string, string> = {
    amount: params.amount === undefined ? '' : formatCents(params.amount),
    reason: params.reason ?? '',
  };
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(text.title), body: fill(text.body) };
}

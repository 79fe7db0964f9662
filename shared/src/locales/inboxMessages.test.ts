import { describe, expect, it } from 'vitest';
import { INBOX_KINDS } from '../contract/inbox';
import { LANGUAGES } from '../contract/languages';
import { inboxMessagesFor, renderInboxMessage } from './inboxMessages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('inbox messages', () => {
  it('fill in the amount as money and the reason', () => {
    expect(renderInboxMessage('deposit_rejected', { amount: 150_000, reason: 'No transfer' }, 'en')).toEqual({
      title: 'Deposit failed',
      body: 'Your deposit of 1,500.00 was not approved. Reason: No transfer',
    });
    expect(renderInboxMessage('deposit_confirmed', { amount: 5 }, 'zh-CN').body).toBe(
      '您充值的 0.05 已到账。',
    );
    expect(renderInboxMessage('verification_approved', {}, 'fr').title).toBe('Vérification approuvée');
  });

  it('write the amount as the language writes numbers', () => {
    expect(renderInboxMessage('deposit_confirmed', { amount: 2_000 }, 'de').body).toBe(
      'Ihre Einzahlung über 20,00 wurde Ihrem Guthaben gutgeschrieben.',
    );
    expect(renderInboxMessage('deposit_confirmed', { amount: 123_456_789 }, 'vi').body).toContain(
      '1.234.567,89',
    );
    expect(renderInboxMessage('deposit_confirmed', { amount: 123_456_789 }, 'en').body).toContain(
      '1,234,567.89',
    );
  });

  it('name the same values in every language', () => {
    const differing = LANGUAGES.flatMap((language) =>
      INBOX_KINDS.filter((kind) => {
        const own = inboxMessagesFor(language)[kind];
        const en = inboxMessagesFor('en')[kind];
        return placeholders(own.title + own.body).join() !== placeholders(en.title + en.body).join();
      }).map((kind) => `${language} ${kind}`),
    );
    expect(differing).toEqual([]);
  });
});

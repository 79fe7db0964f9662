import { describe, expect, it } from 'vitest';
import type { InboxMessageView } from '@tempo/shared';
import { hasUnread, mergeNewestPage, noReadMarks, withReadAt, withReadMarks } from './inboxList';

const message = (id: number, readAt: number | null = null): InboxMessageView => ({
  id,
  kind: 'deposit_confirmed',
  params: { amount: 1000 },
  title: `Title ${id}`,
  body: `Body ${id}`,
  reference: { type: 'deposit', id: 100 + id },
  createdAt: id * 1000,
  readAt,
});

const ids = (messages: InboxMessageView[] | null) => messages?.map((item) => item.id) ?? null;
const readIds = (messages: InboxMessageView[]) =>
  messages.filter((item) => item.readAt !== null).map((item) => item.id);

describe('read marks', () => {
  it('keeps a message this tab marked read read in a later answer', () => {
    const marks = noReadMarks();
    marks.ids.add(4);
    const result = withReadMarks([message(5), message(4), message(3)], marks, 77);
    expect(readIds(result)).toEqual([4]);
    expect(result[1]?.readAt).toBe(77);
  });

  it('keeps everything up to the mark-all-read id read, and newer messages unread', () => {
    const marks = { ids: new Set<number>(), upTo: 4 };
    expect(readIds(withReadMarks([message(6), message(5), message(4), message(3)], marks, 1))).toEqual([
      4, 3,
    ]);
  });

  it('leaves a message read by the server as the server says', () => {
    const marks = { ids: new Set([3]), upTo: 3 };
    expect(withReadMarks([message(3, 42)], marks, 1)[0]?.readAt).toBe(42);
  });

  it('returns the same list when no mark applies', () => {
    const list = [message(2), message(1, 5)];
    expect(withReadMarks(list, noReadMarks(), 1)).toBe(list);
  });
});

describe('one message read or unread again', () => {
  it('changes only that message', () => {
    const list = withReadAt([message(2), message(1)], 1, 9);
    expect(readIds(list)).toEqual([1]);
    expect(readIds(withReadAt(list, 1, null))).toEqual([]);
  });

  it('returns the same list when the message is not loaded', () => {
    const list = [message(2)];
    expect(withReadAt(list, 7, 9)).toBe(list);
  });
});

describe('merging the newest page', () => {
  it('puts new messages on top and keeps the older loaded ones', () => {
    const loaded = [message(3), message(2), message(1)];
    const page = { items: [message(5), message(4), message(3), message(2)], nextBefore: 2 };
    expect(ids(mergeNewestPage(loaded, page))).toEqual([5, 4, 3, 2, 1]);
  });

  it("takes the page's copy of a message it shares with the list (read elsewhere)", () => {
    const merged = mergeNewestPage([message(2), message(1)], { items: [message(2, 50)], nextBefore: 1 });
    expect(merged?.[0]?.readAt).toBe(50);
    expect(ids(merged)).toEqual([2, 1]);
  });

  it('takes a last page as the whole list, even when nothing was loaded', () => {
    expect(ids(mergeNewestPage([], { items: [message(1)], nextBefore: null }))).toEqual([1]);
    expect(ids(mergeNewestPage([message(1)], { items: [], nextBefore: null }))).toEqual([1]);
  });

  it('asks for a fresh load when messages between the page and the list may be missing', () => {
    const page = { items: [message(30), message(29)], nextBefore: 29 };
    expect(mergeNewestPage([message(3), message(2)], page)).toBeNull();
    expect(mergeNewestPage([], page)).toBeNull();
  });
});

describe('unread', () => {
  it('tells whether any loaded message is unread', () => {
    expect(hasUnread([message(2, 1), message(1)])).toBe(true);
    expect(hasUnread([message(2, 1)])).toBe(false);
    expect(hasUnread([])).toBe(false);
  });
});

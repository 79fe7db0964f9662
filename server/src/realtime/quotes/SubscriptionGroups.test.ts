// Sockets with the same subscription set share one group (one encode per batch), whatever order
// they subscribed in; a change of set moves the socket, and an empty group is forgotten.
import { describe, expect, it } from 'vitest';
import { SubscriptionGroups } from './SubscriptionGroups';

describe('SubscriptionGroups', () => {
  it('puts sockets with the same set in one room, whatever the order of their subscriptions', () => {
    const groups = new SubscriptionGroups();
    const first = groups.subscribe('a', ['BTCUSDT', 'ETHUSDT'], false);
    const second = groups.subscribe('b', ['ETHUSDT'], false);
    const third = groups.subscribe('b', ['BTCUSDT'], false);
    expect(first).toEqual({ leave: null, join: expect.stringMatching(/^q:/) });
    expect(second.join).not.toBe(first.join);
    expect(third).toEqual({ leave: second.join, join: first.join });
    expect(groups.groupCount).toBe(1);
    const [group] = groups.groupsWatching('BTCUSDT');
    expect([...group!.members]).toEqual(['a', 'b']);
  });

  it('tells ticks from tickers: the same symbols with and without ticks are different sets', () => {
    const groups = new SubscriptionGroups();
    const tickers = groups.subscribe('list', ['BTCUSDT'], false);
    const ticks = groups.subscribe('chart', ['BTCUSDT'], true);
    expect(ticks.join).not.toBe(tickers.join);
    const all = [...groups.groupsWatching('BTCUSDT')];
    expect(all.map((group) => [...group.ticks])).toEqual([[], ['BTCUSDT']]);
    expect(all.map((group) => [...group.tickers])).toEqual([['BTCUSDT'], ['BTCUSDT']]);
    // Subscribing again without ticks drops the ticks, as a change of mode does.
    expect(groups.subscribe('chart', ['BTCUSDT'], false)).toEqual({ leave: ticks.join, join: tickers.join });
    expect(groups.groupCount).toBe(1);
  });

  it('leaves every room when the last symbol is unsubscribed, and forgets empty groups', () => {
    const groups = new SubscriptionGroups();
    const joined = groups.subscribe('a', ['BTCUSDT', 'ETHUSDT'], true);
    const narrowed = groups.unsubscribe('a', ['ETHUSDT']);
    expect(narrowed.leave).toBe(joined.join);
    expect(groups.groupsWatching('ETHUSDT').size).toBe(0);
    expect(groups.unsubscribe('a', ['BTCUSDT'])).toEqual({ leave: narrowed.join, join: null });
    expect(groups.groupCount).toBe(0);
    expect(groups.unsubscribe('a', ['BTCUSDT'])).toEqual({ leave: null, join: null });
  });

  it('stays put when a subscription changes nothing', () => {
    const groups = new SubscriptionGroups();
    groups.subscribe('a', ['BTCUSDT'], true);
    expect(groups.subscribe('a', ['BTCUSDT'], true)).toEqual({ leave: null, join: null });
  });

  it('forgets a removed socket and its group', () => {
    const groups = new SubscriptionGroups();
    groups.subscribe('a', ['BTCUSDT'], true);
    groups.subscribe('b', ['BTCUSDT'], true);
    groups.remove('a');
    expect([...[...groups.groupsWatching('BTCUSDT')][0]!.members]).toEqual(['b']);
    groups.remove('b');
    expect(groups.groupCount).toBe(0);
  });
});

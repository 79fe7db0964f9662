// Sockets grouped by what they subscribe: every socket with the same set of ticker and tick
// symbols is in one group (a Socket.IO room), so a batch of market data is built and encoded once
// per group and written to its members, however many there are. The product list's visitors share
// one group, each product page's another.
import { rooms } from '../rooms';

export interface QuoteGroup {
  /** Symbols whose every tick and closed candle the group takes. */
  readonly ticks: ReadonlySet<string>;
  /** Symbols whose ticker the group takes: every subscribed one. */
  readonly tickers: ReadonlySet<string>;
  /** The subscription set, as text: the same sets give the same key. */
  readonly key: string;
  /** The Socket.IO room of the group's members. */
  readonly room: string;
  /** Socket ids. */
  readonly members: Set<string>;
}

/** A socket's change of group: the room to leave and the room to join (null: none). */
export interface GroupMove {
  leave: string | null;
  join: string | null;
}

interface Subscription {
  ticks: Set<string>;
  tickers: Set<string>;
}

export class SubscriptionGroups {
  /** @param onGroupGone called when a group's last member leaves and the group is forgotten */
  constructor(private readonly onGroupGone: (group: QuoteGroup) => void = () => undefined) {}

  private readonly subscriptions = new Map<string, Subscription>();
  private readonly groupOfSocket = new Map<string, QuoteGroup>();
  private readonly groups = new Map<string, QuoteGroup>();
  private readonly groupsOfSymbol = new Map<string, Set<QuoteGroup>>();

  /** Adds `symbols` to the socket's subscription: their tickers, and every tick when `ticks`. */
  subscribe(socketId: string, symbols: readonly string[], ticks: boolean): GroupMove {
    const subscription = this.subscriptions.get(socketId) ?? { ticks: new Set(), tickers: new Set() };
    for (const symbol of symbols) {
      subscription.tickers.add(symbol);
      if (ticks) subscription.ticks.add(symbol);
      else subscription.ticks.delete(symbol);
    }
    this.subscriptions.set(socketId, subscription);
    return this.regroup(socketId, subscription);
  }

  unsubscribe(socketId: string, symbols: readonly string[]): GroupMove {
    const subscription = this.subscriptions.get(socketId);
    if (!subscription) return { leave: null, join: null };
    for (const symbol of symbols) {
      subscription.tickers.delete(symbol);
      subscription.ticks.delete(symbol);
    }
    return this.regroup(socketId, subscription);
  }

  /** Forgets a disconnected socket. */
  remove(socketId: string): void {
    this.subscriptions.delete(socketId);
    this.leaveGroup(socketId);
  }

  /** The groups that take `symbol`'s ticker (its ticks and candles too where `group.ticks` has it). */
  groupsWatching(symbol: string): ReadonlySet<QuoteGroup> {
    return this.groupsOfSymbol.get(symbol) ?? NO_GROUPS;
  }

  get groupCount(): number {
    return this.groups.size;
  }

  private regroup(socketId: string, subscription: Subscription): GroupMove {
    const current = this.groupOfSocket.get(socketId);
    const key = groupKey(subscription);
    if (current?.key === key) return { leave: null, join: null };
    this.leaveGroup(socketId);
    if (subscription.tickers.size === 0) {
      this.subscriptions.delete(socketId);
      return { leave: current?.room ?? null, join: null };
    }
    const group = this.groups.get(key) ?? this.createGroup(key, subscription);
    group.members.add(socketId);
    this.groupOfSocket.set(socketId, group);
    return { leave: current?.room ?? null, join: group.room };
  }

  private createGroup(key: string, subscription: Subscription): QuoteGroup {
    const group: QuoteGroup = {
      key,
      room: rooms.quotes(key),
      ticks: new Set(subscription.ticks),
      tickers: new Set(subscription.tickers),
      members: new Set(),
    };
    this.groups.set(key, group);
    for (const symbol of group.tickers) {
      const groups = this.groupsOfSymbol.get(symbol) ?? new Set();
      groups.add(group);
      this.groupsOfSymbol.set(symbol, groups);
    }
    return group;
  }

  private leaveGroup(socketId: string): void {
    const group = this.groupOfSocket.get(socketId);
    if (!group) return;
    this.groupOfSocket.delete(socketId);
    group.members.delete(socketId);
    if (group.members.size > 0) return;
    this.groups.delete(group.key);
    this.onGroupGone(group);
    for (const symbol of group.tickers) {
      const groups = this.groupsOfSymbol.get(symbol);
      groups?.delete(group);
      if (groups?.size === 0) this.groupsOfSymbol.delete(symbol);
    }
  }
}

/** The same sets give the same key whatever order they were subscribed in. */
function groupKey(subscription: Subscription): string {
  const sorted = (symbols: Set<string>) => [...symbols].sort().join(',');
  return `${sorted(subscription.tickers)}|${sorted(subscription.ticks)}`;
}

const NO_GROUPS: ReadonlySet<QuoteGroup> = new Set();

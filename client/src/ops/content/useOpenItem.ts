// Which item of a list is open in its editor. Its key changes only when another item (or a new
// one) is opened, so an editor keeps what is typed and the language chosen across its own saves.
import { useState } from 'react';

export interface OpenItem<T> {
  /** The item open, null for a new one; undefined when the list is shown. */
  item: T | null | undefined;
  key: number;
  openNew(): void;
  open(item: T): void;
  /** The editor saved: it now edits what the server stored. */
  saved(item: T): void;
  close(): void;
}

export function useOpenItem<T>(): OpenItem<T> {
  const [state, setState] = useState<{ item: T | null | undefined; key: number }>({
    item: undefined,
    key: 0,
  });
  return {
    ...state,
    openNew: () => setState(({ key }) => ({ item: null, key: key + 1 })),
    open: (item) => setState(({ key }) => ({ item, key: key + 1 })),
    saved: (item) => setState(({ key }) => ({ item, key })),
    close: () => setState(({ key }) => ({ item: undefined, key: key + 1 })),
  };
}

// A figure kept by two sources: the socket's events, applied as they arrive, and answers to calls,
// which the server may have read just before an event that reaches the page first. Each change is
// counted; an answer counts as current only if nothing changed the figure since its call was made
// (a change that did brought a newer figure, and any later one comes as an event of its own).

export interface ChangeCounter {
  /** The figure changed (an event, or this tab's own change). */
  changed(): void;
  /** Taken just before a call: whether nothing has changed since, asked when its answer arrives. */
  unchangedSince(): () => boolean;
}

export function changeCounter(): ChangeCounter {
  let changes = 0;
  return {
    changed() {
      changes += 1;
    },
    unchangedSince() {
      const at = changes;
      return () => changes === at;
    },
  };
}

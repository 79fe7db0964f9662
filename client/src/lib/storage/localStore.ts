// localStorage that never throws: private browsing, a full quota or a disabled storage must not
// break the app, it only forgets more.

/** The parsed JSON stored under `key`, or undefined when nothing readable is there. */
export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; a failure is ignored. */
export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the state stays in memory for this visit.
  }
}

/** Forgets everything this app stored. */
export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Nothing stored that we can reach.
  }
}

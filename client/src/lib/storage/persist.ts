import { snapshot, subscribe } from 'valtio';
import { writeJson } from './localStore';

/**
 * Writes the chosen fields of a valtio state to localStorage after every change (valtio batches
 * changes of one tick into one notification). Returns the unsubscribe function.
 */
export function persist<T extends object>(state: T, key: string, fields: readonly (keyof T)[]): () => void {
  return subscribe(state, () => {
    const current = snapshot(state) as T;
    const saved: Partial<T> = {};
    for (const field of fields) saved[field] = current[field];
    writeJson(key, saved);
  });
}

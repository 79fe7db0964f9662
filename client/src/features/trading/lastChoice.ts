// The countdown and stake a trader last chose for each product, kept on the device: the sheet
// opens with them, and the buy buttons show the payout of that countdown, so a repeat order is
// two taps (buy, confirm), after a reload too.
import { proxy, subscribe, snapshot } from 'valtio';
import { readJson, writeJson } from '../../lib/storage/localStore';

export interface LastChoice {
  durationSec: number;
  /** The stake as typed (a decimal text), checked again against the limits when the sheet opens. */
  amount: string;
}

const STORAGE_KEY = 'tempo:lastChoice';

function restore(stored: unknown): Record<string, LastChoice> {
  const choices: Record<string, LastChoice> = {};
  if (typeof stored !== 'object' || stored === null) return choices;
  for (const [symbol, choice] of Object.entries(stored as Record<string, unknown>)) {
    const { durationSec, amount } = (choice ?? {}) as Partial<LastChoice>;
    if (Number.isInteger(durationSec) && typeof amount === 'string' && amount.length <= 20) {
      choices[symbol] = { durationSec: durationSec!, amount };
    }
  }
  return choices;
}

/** The last choice per product symbol (a valtio proxy). */
export const lastChoices = proxy<Record<string, LastChoice>>(restore(readJson(STORAGE_KEY)));
subscribe(lastChoices, () => writeJson(STORAGE_KEY, snapshot(lastChoices)));

export function rememberChoice(symbol: string, choice: LastChoice): void {
  const current = lastChoices[symbol];
  if (current?.durationSec === choice.durationSec && current.amount === choice.amount) return;
  lastChoices[symbol] = choice;
}

// The open "confirm it's you" dialog (twoFactor/SPEC.md 2F7): the API client asks through it when
// a protected action is refused for want of a confirmation, and retries once it resolves true.
import { proxy } from 'valtio';
import type { IdentityNeed } from '../../../lib/apiClient';

export const identityPromptState = proxy({ need: null as IdentityNeed | null });

// Kept outside the proxy: valtio should track what is shown, not the promise plumbing.
let settle: ((confirmed: boolean) => void) | null = null;

/** Opens the dialog; resolves true once the person has confirmed, false when they close it. */
export function askIdentity(need: IdentityNeed): Promise<boolean> {
  settle?.(false);
  identityPromptState.need = need;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function answerIdentity(confirmed: boolean): void {
  identityPromptState.need = null;
  const resolve = settle;
  settle = null;
  resolve?.(confirmed);
}

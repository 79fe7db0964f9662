import { proxy } from 'valtio';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/** The open confirmation dialog, if any. */
export const confirmState = proxy({ request: null as ConfirmRequest | null });

// Kept outside the proxy: valtio should track what is shown, not the promise plumbing.
let settle: ((confirmed: boolean) => void) | null = null;

/** Opens a confirmation dialog; resolves true when the person confirms, false otherwise. */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  settle?.(false);
  confirmState.request = request;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

/** Closes the dialog with the person's answer. */
export function answerConfirm(confirmed: boolean): void {
  confirmState.request = null;
  const resolve = settle;
  settle = null;
  resolve?.(confirmed);
}

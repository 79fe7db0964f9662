import type { MaskedWithdrawalAccount } from '@tempo/shared';
import { useLoaded, type Loaded } from '../../../lib/useLoaded';
import { fetchWithdrawalAccount } from './api';

/**
 * The trader's bound withdrawal account (masked; null when none is bound), loaded on mount;
 * `reload` after a failure, `set` with the account the bind call answered.
 */
export function useWithdrawalAccount(): {
  state: Loaded<MaskedWithdrawalAccount | null>;
  reload: () => void;
  set: (account: MaskedWithdrawalAccount) => void;
} {
  const { state, reload, set } = useLoaded(() =>
    // Quiet: the page shows its own failure state with a retry.
    fetchWithdrawalAccount({ quiet: true, hideLoading: true }).then(({ account }) => account),
  );
  return { state, reload, set };
}

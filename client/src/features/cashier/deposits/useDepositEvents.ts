import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DepositView } from '@tempo/shared';
import { useLiveBalances } from '../../../app/balances';
import { holdConnection, onConnected, onSocketEvent } from '../../../lib/socket';

/**
 * Keeps the socket open while mounted and hears the trader's deposits change (`deposit:updated`)
 * and each (re)connection, when what changed while the socket was down must be loaded again. The
 * balance follows a confirmed deposit through the app's `balance` events.
 */
export function useDepositEvents(onUpdate: (deposit: DepositView) => void, onConnect: () => void): void {
  useLiveBalances();
  // The listeners of the latest render, so a new closure each render does not re-register.
  const listeners = useRef({ onUpdate, onConnect });
  useLayoutEffect(() => {
    listeners.current = { onUpdate, onConnect };
  });

  useEffect(() => {
    const release = holdConnection();
    const stopUpdates = onSocketEvent('deposit:updated', (deposit) => listeners.current.onUpdate(deposit));
    const stopConnected = onConnected(() => listeners.current.onConnect());
    return () => {
      stopUpdates();
      stopConnected();
      release();
    };
  }, []);
}

// The review of the user's verification, heard live: the profile (its Verified flag) is fetched
// again, so the personal center's badge follows at once, and screens showing the status hear it.
import { useEffect } from 'react';
import type { VerificationUpdatedEvent } from '@tempo/shared';
import { refreshProfileQuietly } from '../../app/balances';
import { holdConnection, onSocketEvent } from '../../lib/socket';

const listeners = new Set<(event: VerificationUpdatedEvent) => void>();
let started = false;

function startVerificationEvents(): void {
  if (started) return;
  started = true;
  onSocketEvent('verification:updated', (event) => {
    refreshProfileQuietly();
    for (const listener of [...listeners]) listener(event);
  });
}

/** Keeps the profile's Verified flag live while mounted; `onUpdate` hears each review. */
export function useVerificationEvents(onUpdate?: (event: VerificationUpdatedEvent) => void): void {
  useEffect(() => {
    startVerificationEvents();
    if (onUpdate) listeners.add(onUpdate);
    const release = holdConnection();
    return () => {
      if (onUpdate) listeners.delete(onUpdate);
      release();
    };
  }, [onUpdate]);
}

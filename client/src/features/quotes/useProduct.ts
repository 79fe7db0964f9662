import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ProductView } from '@tempo/shared';
import { store } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { onReconnect } from '../../lib/socket';
import { fetchProduct } from './api';
import { rememberProducts } from './state';

/** How often a product's market state is checked again while a screen shows it, in ms. */
const REFRESH_MS = 60_000;
/** The longest delay setTimeout accepts. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export type ProductError = 'unknown' | 'failed';

interface Result {
  key: string;
  product: ProductView | null;
  error: ProductError | null;
}

export interface ProductState {
  product: ProductView | null;
  /** Why the product could not be shown (only while there is none to show). */
  error: ProductError | null;
  retry: () => void;
}

/**
 * One product, kept current: fetched again when a closed market's opening time passes, every
 * minute otherwise (a market can close or go into maintenance), and after a reconnect.
 */
export function useProduct(symbol: string): ProductState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>({ key: '', product: null, error: null });
  // Its name is in the person's language: a switch fetches it again.
  const { language } = useSnapshot(store);
  const key = `${language}:${symbol}#${attempt}`;

  useEffect(() => {
    let active = true;
    fetchProduct(symbol).then(
      (product) => {
        if (!active) return;
        rememberProducts([product]);
        setResult({ key, product, error: null });
      },
      (error: unknown) => {
        if (!active) return;
        const reason = error instanceof ApiError && error.code === 'UNKNOWN_SYMBOL' ? 'unknown' : 'failed';
        setResult((previous) => ({
          key,
          product: reason === 'unknown' ? null : previous.product,
          error: reason,
        }));
      },
    );
    return () => {
      active = false;
    };
  }, [key, symbol]);

  const current = result.product;
  useEffect(() => {
    if (!current) return;
    const opensIn =
      current.status === 'closed' && current.nextOpenAt !== null
        ? current.nextOpenAt - Date.now() + 1_000
        : Infinity;
    const delay = Math.min(Math.max(Math.min(opensIn, REFRESH_MS), 1_000), MAX_DELAY_MS);
    const timer = setTimeout(() => setAttempt((count) => count + 1), delay);
    return () => clearTimeout(timer);
  }, [current]);

  useEffect(() => onReconnect(() => setAttempt((count) => count + 1)), []);

  return {
    product: current,
    error: current ? null : result.error,
    retry: () => setAttempt((count) => count + 1),
  };
}

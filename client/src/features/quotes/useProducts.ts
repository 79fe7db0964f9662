import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ProductView } from '@tempo/shared';
import { store } from '../../app/store';
import { fetchProducts } from './api';
import { rememberProducts } from './state';

/** How long typing must pause before a search goes to the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Result {
  /** The query (and attempt) this result answers. */
  key: string;
  products: ProductView[] | null;
  failed: boolean;
}

/** The unfiltered list last fetched, in its language, shown at once when a screen opens again. */
let lastFullList: { language: string; products: ProductView[] } | null = null;

export interface ProductsState {
  /** The products of the latest answer (kept while a new search is on its way); null before any. */
  products: ProductView[] | null;
  /** Whether the answer for the current query is still on its way. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Products matching `query` (all when blank), searched on the server after a pause in typing, and
 * fetched again in the new language when the person switches (product names are per language).
 */
export function useProducts(query: string): ProductsState {
  const q = query.trim();
  const { language } = useSnapshot(store);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>(() => ({
    key: '',
    products: q || lastFullList?.language !== language ? null : lastFullList.products,
    failed: false,
  }));
  const key = `${language}:${attempt}:${q}`;

  useEffect(() => {
    let active = true;
    const timer = setTimeout(
      () => {
        fetchProducts(q).then(
          (products) => {
            if (!active) return;
            if (!q) lastFullList = { language, products };
            rememberProducts(products);
            setResult({ key, products, failed: false });
          },
          () => {
            if (active) setResult((previous) => ({ key, products: previous.products, failed: true }));
          },
        );
      },
      q ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, q, language]);

  return {
    products: result.products,
    loading: result.key !== key,
    failed: result.key === key && result.failed,
    retry: () => setAttempt((count) => count + 1),
  };
}

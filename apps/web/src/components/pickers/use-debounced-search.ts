import { SEARCH_DEBOUNCE_MS } from '@bk/contracts/dictionaries/search';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';

export type SearchAnswer<T> = { items: T[]; lastPage: number; requestId: string | null };

/**
 * The search of a dictionary endpoint for useDebouncedSearch: the key goes as `keyParam` with the request
 * id; the answer's items stand under `itemsKey`.
 */
export function dictionarySearch<K extends string, T>(path: string, keyParam: string, itemsKey: K) {
  type Answer = Record<K, T[]> & { requestId: string | null; meta: { lastPage: number } };
  return async (key: string, requestId: string, signal: AbortSignal): Promise<SearchAnswer<T>> => {
    const answer = await api<Answer>(path, { query: { [keyParam]: key, request_id: requestId }, signal });
    return { items: answer[itemsKey], lastPage: answer.meta.lastPage, requestId: answer.requestId };
  };
}

type State<T> = { items: T[]; lastPage: number; loading: boolean; error: string | null };

/**
 * A search as the pickers of the spec run it: only usable keys are sent, 500 ms after the last key
 * press; every call carries a request id and answers to older requests are dropped, so a slow answer
 * never overwrites a newer one.
 */
export function useDebouncedSearch<T>(
  key: string,
  usable: boolean,
  search: (key: string, requestId: string, signal: AbortSignal) => Promise<SearchAnswer<T>>,
): State<T> {
  const [state, setState] = useState<State<T>>({ items: [], lastPage: 1, loading: false, error: null });
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const requestNumber = ++latest.current;
    if (!usable) {
      setState({ items: [], lastPage: 1, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      const requestId = String(requestNumber);
      try {
        const answer = await searchRef.current(key, requestId, controller.signal);
        if (answer.requestId !== requestId || requestNumber !== latest.current) return;
        setState({ items: answer.items, lastPage: answer.lastPage, loading: false, error: null });
      } catch (error) {
        if (controller.signal.aborted || requestNumber !== latest.current) return;
        setState({
          items: [],
          lastPage: 1,
          loading: false,
          error: error instanceof Error ? error.message : '',
        });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, usable]);

  return state;
}

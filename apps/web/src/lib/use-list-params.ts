import { useMemo } from 'react';
import {
  type IgnoredParam,
  type ListDefaults,
  type ListState,
  readListParams,
  updateListState,
  writeListParams,
} from './list-params.ts';
import { useAddressState } from './use-address-state.ts';

/**
 * A list's state (page, sort, limit, filters) kept in the address (lib/use-address-state.ts).
 * `defaults` must be a stable object (a module constant).
 */
export function useListParams(
  defaults: ListDefaults,
): [ListState, (change: Partial<ListState>) => void, IgnoredParam[]] {
  const codec = useMemo(
    () => ({
      read: (search: string) => {
        const { ignored, ...state } = readListParams(search, defaults);
        return { state, ignored };
      },
      write: writeListParams,
      apply: updateListState,
    }),
    [defaults],
  );
  return useAddressState(codec);
}

import {
  type InvalidateQueryFilters,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

type Refresh<TData, TVars> =
  | readonly InvalidateQueryFilters[]
  | ((data: TData, vars: TVars) => readonly InvalidateQueryFilters[]);

export type ApiMutationOptions<TData, TVars> = {
  mutationFn: (vars: TVars) => Promise<TData>;
  /**
   * The queries the write changes: invalidated when it succeeds, and the write stays pending until
   * they have loaded again (so a list never shows the state before the write after its dialog closes).
   */
  invalidates?: Refresh<TData, TVars>;
  /** Queries to refresh in the background (menu badges and the like): not waited for. */
  refreshes?: Refresh<TData, TVars>;
  /** After the invalidated queries loaded again; still pending while a returned promise runs. */
  onSuccess?: (data: TData, vars: TVars, queryClient: QueryClient) => unknown;
  onError?: (error: unknown, vars: TVars) => void;
};

function filtersOf<TData, TVars>(refresh: Refresh<TData, TVars> | undefined, data: TData, vars: TVars) {
  if (!refresh) return [];
  return typeof refresh === 'function' ? refresh(data, vars) : refresh;
}

/**
 * The one way the web app writes (POST, PUT, PATCH, DELETE): TanStack Query's useMutation with the
 * pending state (`isPending`), the error (`error`, an ApiError for failed calls; field paths in client
 * names) and the cache invalidation after success declared next to the call.
 */
export function useApiMutation<TData, TVars = void>(options: ApiMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVars>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, vars) => {
      for (const filters of filtersOf(options.refreshes, data, vars))
        void queryClient.invalidateQueries(filters);
      await Promise.all(
        filtersOf(options.invalidates, data, vars).map((filters) => queryClient.invalidateQueries(filters)),
      );
      await options.onSuccess?.(data, vars, queryClient);
    },
    onError: options.onError ? (error, vars) => options.onError?.(error, vars) : undefined,
  });
}

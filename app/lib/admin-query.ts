import { QueryClient } from "@tanstack/react-query";

/**
 * The panel's data cache with the spec's client defaults (§9): cached data never goes stale, no
 * automatic retries for queries or mutations, no refetch on window focus (nor on reconnect or
 * remount), no polling. Data is read again only for a new key, after invalidateQueries(), or
 * when the admin asks (refetch).
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});

export const adminQueryKeys = {
  user: ["user"] as const,
  submissions: ["submissions"] as const,
  submissionPage: (page: number, view: { q: string; status: string | null; source: string | null }) =>
    ["submissions", page, view.q, view.status, view.source] as const,
  /** Every week chart (with or without a search): what a status change invalidates. */
  stats: ["stats"] as const,
  statsFor: (search: { q: string; source: string | null }) => ["stats", search.q, search.source] as const,
  insights: (days: number) => ["insights", days] as const,
};

import { useEffect, useSyncExternalStore } from "react";

/**
 * The panel's data cache with the spec's client defaults (§9): cached data never goes stale, a
 * failed read is not retried, nothing refetches on window focus and nothing polls. Data is read
 * again only when a key is new, after invalidateQueries(), or when the user asks (refetch).
 */
export type QueryState<T> = { status: "pending" | "success" | "error"; data?: T; error?: unknown };

const cache = new Map<string, QueryState<unknown>>();
const inflight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

export function fetchQuery<T>(key: string, read: () => Promise<T>): Promise<void> {
  const running = inflight.get(key);
  if (running) return running;
  cache.set(key, { status: "pending" });
  const promise = read().then(
    (data) => void cache.set(key, { status: "success", data }),
    (error: unknown) => void cache.set(key, { status: "error", error }),
  );
  const tracked = promise.finally(() => {
    inflight.delete(key);
    notify();
  });
  inflight.set(key, tracked);
  notify();
  return tracked;
}

/** Forgets cached answers whose key starts with `prefix`; mounted readers fetch them again. */
export function invalidateQueries(prefix = "") {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix) && !inflight.has(key)) cache.delete(key);
  notify();
}

/** Sign-out: nothing read with the old token may survive. */
export function clearQueries() {
  cache.clear();
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/** Reads `key` once with `read` and shares the answer with every component asking for it. */
export function useQuery<T>(key: string | null, read: () => Promise<T>): QueryState<T> & { refetch: () => void } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const entry = key === null ? undefined : (cache.get(key) as QueryState<T> | undefined);
  const missing = key !== null && entry === undefined;
  // `read` changes identity every render; the key names what it reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `read` reads
  useEffect(() => {
    if (key !== null && !cache.has(key)) void fetchQuery(key, read);
  }, [key, missing]);
  return {
    ...(entry ?? { status: "pending" }),
    refetch: () => {
      if (key !== null) void fetchQuery(key, read);
    },
  };
}

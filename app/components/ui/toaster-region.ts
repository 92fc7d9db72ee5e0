import { useSyncExternalStore } from "react";

/**
 * The toast region (sonner's <section>) once the toaster is mounted, for a modal dialog to count
 * as its own (toaster-branch.tsx): F8 then reaches a toast shown over the modal. Its own module,
 * shared by the two chunks that use it, so no page's first load carries it.
 */
let region: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setToastRegion(element: HTMLElement | null) {
  region = element;
  for (const listener of listeners) listener();
}

export function useToastRegion() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => region,
    () => null,
  );
}

import { createStore, useStore } from "./store";

/** Spec §9: one toast at a time; a dismissed toast leaves the store after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";
export type ToastItem = { id: string; title: string; description?: string; variant: ToastVariant; open: boolean };

const store = createStore<ToastItem[]>([]);
let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id?: string) {
  store.set(store.get().map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of store.get()) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          store.set(store.get().filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  store.set(
    [
      { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true },
      ...store.get(),
    ].slice(0, TOAST_LIMIT),
  );
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts() {
  return useStore(store);
}

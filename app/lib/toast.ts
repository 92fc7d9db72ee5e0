/**
 * The site's toasts (spec §8, §9), drawn by sonner in components/ui/toaster.tsx. Callers use
 * `toast()` from here and never import sonner, so its code stays out of their chunks: the root's
 * ToasterGate loads it once something asks (`loadToaster()`: a contact button's hover, focus or
 * touch, a contact form on screen, the admin screens) or, at the latest, with the first toast,
 * which waits here until the toaster is up.
 */
export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

let show: ((input: ToastInput) => void) | null = null;
/** A toast asked for before the toaster was up; only the newest, as one shows at a time. */
let waiting: ToastInput | null = null;
let wanted = false;
let onWanted: (() => void) | null = null;

/** Fetches and mounts the toaster ahead of its first toast (idempotent). */
export function loadToaster() {
  wanted = true;
  onWanted?.();
}

export function toast(input: ToastInput) {
  if (show) return show(input);
  waiting = input;
  loadToaster();
}

/** For ToasterGate: `callback` runs once the toaster is wanted (now, if it already is). */
export function whenToasterWanted(callback: () => void) {
  onWanted = callback;
  if (wanted) callback();
  return () => {
    if (onWanted === callback) onWanted = null;
  };
}

/** For the mounted toaster: toasts go to `draw` until the returned disconnect is called. */
export function connectToaster(draw: (input: ToastInput) => void) {
  show = draw;
  const pending = waiting;
  waiting = null;
  if (pending) draw(pending);
  return () => {
    if (show === draw) show = null;
  };
}

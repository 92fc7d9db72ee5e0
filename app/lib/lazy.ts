import { type ComponentType, lazy, useEffect, useState } from "react";

/**
 * The one way the site loads code on demand (issue #29). Every `import()` in `app/` goes through
 * `onDemand`: a module fetched once, the first time something asks, and remembered. On top of it:
 * `lazyComponent` (React.lazy with `preload()`, for code shown inside a Suspense boundary),
 * `useOnDemand` (a module held in state, for code that must appear without Suspense: a boundary
 * reveals its content on a timer, which a page whose clock is held would never see), and the two
 * moments to fetch ahead of need: `whenIdle` and `intentProps` (hover, focus, touch).
 *
 * Our own code rather than a library: React already has `lazy`; what it lacks is a shared,
 * idempotent loader that a component, an event handler and an idle callback can all start, and
 * the libraries that add it (`react-lazy-with-preload`, loadable-components) bring a second
 * component model for about 20 lines of logic. Vite still makes one chunk per `import()` call,
 * so every boundary stays where it was.
 */
export type OnDemand<T> = {
  /** Starts the fetch (once) and resolves with the module. */
  load: () => Promise<T>;
  /** The same as `load`, for event handlers and idle callbacks: never rejects, returns nothing. */
  preload: () => void;
  /** The module once it has arrived, else undefined. */
  readonly current: T | undefined;
};

// Kept small: it sits in every page's shell chunk, and some pages are within bytes of 130 KB.
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  const module: { -readonly [K in keyof OnDemand<T>]: OnDemand<T>[K] } = {
    current: undefined,
    // A failed fetch stays failed, as with React.lazy (a new deploy needs a reload anyway).
    load: () => (pending ??= importer().then((loaded) => (module.current = loaded))),
    preload: () => void module.load().catch(() => {}),
  };
  return module;
}

/**
 * React.lazy over an `onDemand` module: render it inside <Suspense>, or `preload()` it ahead. A
 * module that has already arrived is handed over as a thenable that answers at once, so the first
 * render shows it: React.lazy given a promise suspends even when it is settled, and the content
 * then waits for a retry (time-sliced, and React holds a revealed fallback for 300 ms), which cost
 * a preloaded contact modal 300–400 ms on a 4× slower phone (issue #28, bench/modal-open.mjs).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component fits
export function lazyComponent<C extends ComponentType<any>>(importer: () => Promise<{ default: C }>) {
  const module = onDemand(importer);
  const factory = () => {
    const loaded = module.current;
    if (!loaded) return module.load();
    // React.lazy reads a thenable's result when its `then` calls back before returning.
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    return { then: (resolve: (value: { default: C }) => void) => resolve(loaded) } as Promise<{ default: C }>;
  };
  return Object.assign(lazy(factory), { preload: module.preload });
}

/**
 * The module once `wanted` has been true (it stays loaded after), else null. The first render
 * already has it if it arrived earlier, so a second mount shows at once.
 */
export function useOnDemand<T extends object>(module: OnDemand<T>, wanted: boolean): T | null {
  // A module namespace object, never a function, so it can be the state itself.
  const [value, setValue] = useState(module.current);
  useEffect(() => {
    if (wanted && !value) module.load().then(setValue, () => {});
  }, [module, wanted, value]);
  return value ?? null;
}

/**
 * Runs `callback` once the browser is idle, at the latest after `timeoutMs` (requestIdleCallback;
 * Safari has none, so a short timeout stands in). Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/** Handlers for a trigger: its code is fetched when the visitor reaches for it (hover, focus, touch). */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

/**
 * Runs `callback` just after the browser has drawn the next frame: work a visitor need not wait
 * for (a beacon, focus, marks for assistive technology) kept out of the frame that answers a tap.
 * Returns a cancel function.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

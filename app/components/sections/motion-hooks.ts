import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Media query state. The server (and the hydration pass) answer `false`, so markup never
 * differs between server and client; the real value arrives right after hydration.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");

/** True while the document is visible (the tab is in front). */
export function useDocumentVisible() {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener("visibilitychange", onChange);
      return () => document.removeEventListener("visibilitychange", onChange);
    },
    () => document.visibilityState === "visible",
    () => true,
  );
}

/**
 * False until the element first comes within `rootMargin` of the viewport, then true for good:
 * for work worth doing only once a visitor gets near (an observer, not a scroll listener).
 */
export function useSeenOnce(ref: RefObject<Element | null>, rootMargin = "200px") {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return seen;
}

/**
 * Whether the element is on screen. Starts `true` so server-rendered motion is not paused
 * before the first observation; `rootMargin` lets motion resume just before it scrolls in.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = "100px") {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}

/**
 * Starts a carousel engine (strip-engine.ts, company/slides-engine.ts) on `viewport` once
 * `enabled`. `start` imports the engine's module, with Embla and one plugin, there and then: a
 * page downloads Embla only when a strip or carousel is about to be seen. Null until the engine
 * runs; destroyed on unmount. Should the module fail to load, the markup stays as rendered: a
 * plain scrollable strip, or the story's first slide with dots and arrows that do nothing.
 */
export function useCarouselEngine<E extends { destroy(): void }>(
  viewport: RefObject<HTMLElement | null>,
  enabled: boolean,
  start: (viewport: HTMLElement) => Promise<E>,
): E | null {
  const [engine, setEngine] = useState<E | null>(null);
  useEffect(() => {
    const el = viewport.current;
    if (!enabled || !el) return;
    let started: E | null = null;
    let cancelled = false;
    start(el).then(
      (e) => {
        if (cancelled) return e.destroy();
        started = e;
        setEngine(e);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setEngine(null);
    };
  }, [viewport, enabled, start]);
  return engine;
}

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Spec §9 scroll constants. */
export const SCROLL = {
  headerThreshold: 50,
  scrollTopThreshold: 300,
  samePageDelay: 300,
  crossPageDelay: 500,
  integrationDelay: 300,
  offset: 100,
  offsetWithTabBar: 120,
} as const;

export function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const behaviour = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");

/** Scrolls so the section sits below the fixed header (and the capabilities tab bar when fixed). */
export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return false;
  const offset = document.documentElement.dataset.tabbarFixed === "true" ? SCROLL.offsetWithTabBar : SCROLL.offset;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: behaviour() });
  return true;
}

/** Centres the element whose data-integration-name attribute matches. */
export function scrollToIntegration(name: string) {
  const el = document.querySelector(`[data-integration-name="${CSS.escape(name)}"]`);
  if (!el) return false;
  el.scrollIntoView({ behavior: behaviour(), block: "center" });
  return true;
}

/** How long a scroll waits for a page that is slow to render before giving up. */
const RENDER_PATIENCE_MS = 10_000;

/**
 * Runs `scroll` `delay` ms after now (spec §2, §9), or later if by then `pathname` is not yet the
 * rendered page or `scroll` cannot find its target: it then tries again on every animation frame
 * until the page has rendered. Checking in a frame callback means the route's commit (and the
 * scroll-to-top of the navigation) has happened, so the scroll is not undone. Returns a cancel.
 */
export function scrollWhenRendered(pathname: string, scroll: () => boolean, delay: number) {
  let frame = 0;
  const giveUpAt = performance.now() + delay + RENDER_PATIENCE_MS;
  const attempt = () => {
    if (window.location.pathname === pathname && scroll()) return;
    if (performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
  };
  const timer = setTimeout(() => (frame = requestAnimationFrame(attempt)), delay);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/** True once the page has scrolled past `threshold` pixels. */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** Scrolls to the element whose id matches the URL hash, on load and on every hash change. */
export function useHashScroll(delay: number = SCROLL.samePageDelay) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => scrollToSection(id), delay);
    return () => clearTimeout(timer);
  }, [hash, delay]);
}

/**
 * A route change starts the new page at its top at once: `html { scroll-behavior: smooth }` would
 * otherwise make React Router's scroll reset glide up from the old position. Called in App, whose
 * layout effects run before those of <ScrollRestoration> (a later sibling in the body), so the
 * reset happens with the smooth behaviour switched off; the next frame switches it back on for
 * in-page jumps.
 */
export function useInstantRouteScroll() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = document.documentElement;
    const style = root.style;
    style.scrollBehavior = "auto";
    // Chrome's scrollTo(0, 0) skips the style update (the target cannot be clamped), so it would
    // still see the old, smooth value: bring the root's style up to date now.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      style.removeProperty("scroll-behavior");
    };
  }, [pathname]);
}

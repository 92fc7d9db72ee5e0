import { useLayoutEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/scroll";

export type RevealState = "static" | "waiting" | "shown";

// useLayoutEffect warns during server rendering; there is nothing to measure there anyway.
const useClientLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/**
 * Fades an element in when it scrolls into view. The server HTML shows everything ("static");
 * after hydration only elements still below the fold are hidden ("waiting") before the first
 * paint, so nothing already on screen flickers and nothing is hidden without JavaScript or
 * under reduced motion.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useClientLayoutEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}

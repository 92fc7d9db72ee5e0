import { type DependencyList, useEffect } from "react";

/**
 * Runs `measure` at most once per animation frame while the window scrolls or resizes, and once
 * on the first frame after mount (not inside hydration, where reading layout would force one).
 * One owner for the pattern the header tone, the capabilities tab bar and its floating button
 * share; `measure` should read refs and set state only, and is re-subscribed when `deps` change.
 */
export function useScrollMeasure(measure: () => void, deps: DependencyList) {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      measure();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps are measure's inputs.
  }, deps);
}

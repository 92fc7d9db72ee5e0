import { Suspense } from "react";
import { lazyComponent } from "~/lib/lazy";
import { useMediaQuery } from "./motion-hooks";
import type { ParticleProps } from "./particle-canvas";

// The canvas code is fetched only where particles are drawn: never on a phone or under reduced motion.
const ParticleCanvas = lazyComponent(() => import("./particle-canvas"));

/**
 * A particle background for a section (spec: 25 to 40 particles): one canvas, decorative, kept
 * out of the content column, so no particle ever crosses text or a button. It is drawn only in
 * the browser, from 768 px (a phone has no margin beside the content) and without reduced
 * motion. The particles drift for PARTICLE_RUN_MS each time the section comes into view and then
 * rest where they are; off screen or in a hidden tab nothing is drawn. No CSS animations: one
 * requestAnimationFrame loop while running (redrawing 24 times a second), none at rest.
 */
export function Particles({ count = 30, seed = 1, tone = "light", clear = "narrow", className }: ParticleProps) {
  const drawn = useMediaQuery("(min-width: 768px) and (prefers-reduced-motion: no-preference)");
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <ParticleCanvas count={count} seed={seed} tone={tone} clear={clear} className={className} />
    </Suspense>
  );
}

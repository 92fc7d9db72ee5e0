import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

export type ParticleProps = {
  /** Particles in this section; clamped to the spec's 25 to 40. */
  count?: number;
  /** Different seeds give different (but repeatable) layouts. */
  seed?: number;
  tone?: "light" | "dark";
  /** Width of the content column the particles keep out of (they drift in the margins only). */
  clear?: "narrow" | "wide";
  className?: string;
};

/** How long the particles drift each time their section comes into view, then they rest. */
export const PARTICLE_RUN_MS = 6000;
// Half the content column's width (px) and the fade beside it, as the old CSS mask had them.
const CLEAR = { narrow: 512, wide: 640 } as const;
const FADE = 64;
// No particle within this many px of the section's top and bottom (nor over the fixed header).
const EDGE = 48;
// Nor within this many px of its sides. Smaller than EDGE: particles are drawn only in the margins
// beside the content column (CLEAR), which at 1280–1440 px are no wider than 80–128 px, and the
// spec's hero particles must show there.
const EDGE_X = 16;
// The largest drift away from a particle's home (see particleField): its home keeps this far in.
const DRIFT_X = 24;
const DRIFT_UP = 56;
// The drift is slow (a few px a second): 24 redraws a second look as smooth as 60 and cost less.
const FRAME_MS = 1000 / 24;
const COLOUR = { light: "129 140 248", dark: "255 255 255" } as const;

/** Small deterministic generator, so a section always shows the same field. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Particle = {
  x: number;
  y: number;
  r: number;
  alpha: number;
  dx: number;
  dy: number;
  period: number;
  phase: number;
};

/** The field: positions as fractions of the section, a drift of up to 56 px over a 7–16 s cycle. */
export function particleField(count: number, seed: number): Particle[] {
  const next = random(seed);
  return Array.from({ length: Math.min(40, Math.max(25, Math.round(count))) }, () => ({
    x: next(),
    y: next(),
    r: 1 + next() * 1.5,
    alpha: 0.25 + next() * 0.5,
    dx: (next() - 0.5) * 48,
    dy: -16 - next() * 40,
    period: 7000 + next() * 9000,
    phase: next(),
  }));
}

/**
 * Where a particle is at drift phase t (0–1): always inside the box inset by EDGE_X at the sides
 * and EDGE at the bottom, below `top`.
 */
export function particleAt(p: Particle, t: number, width: number, height: number, top: number) {
  // Homes lie inside the inset box, far enough in that the drift never leaves it.
  return {
    x: EDGE_X + DRIFT_X + p.x * Math.max(0, width - 2 * (EDGE_X + DRIFT_X)) + p.dx * t,
    y: top + DRIFT_UP + p.y * Math.max(0, height - top - DRIFT_UP - EDGE) + p.dy * t,
  };
}

/** How much of a particle shows at x: none over the content column, full in the margins. */
function marginAlpha(x: number, width: number, clear: number) {
  const distance = Math.abs(x - width / 2) - clear;
  return Math.min(1, Math.max(0, distance / FADE));
}

/** The particle layer itself (see Particles): loaded only where it will be drawn. */
export default function ParticleCanvas({
  count,
  seed,
  tone,
  clear,
  className,
}: Required<Omit<ParticleProps, "className">> & ParticleProps) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const field = particleField(count, seed);
    const colour = COLOUR[tone];
    let width = 0;
    let height = 0;
    // Top of the band particles may use: below the fixed header where the section starts under it.
    let top = EDGE;
    let frame = 0;
    let drawnAt = 0;
    let runUntil = 0;
    let inView = false;

    const draw = (now: number) => {
      context.clearRect(0, 0, width, height);
      for (const p of field) {
        // An eased back-and-forth drift, like the keyframes it replaces.
        const t = (1 - Math.cos(((now / p.period + p.phase) % 1) * 2 * Math.PI)) / 2;
        const { x, y } = particleAt(p, t, width, height, top);
        const alpha = p.alpha * marginAlpha(x, width, CLEAR[clear]);
        if (alpha <= 0.01) continue;
        context.fillStyle = `rgb(${colour} / ${alpha})`;
        context.beginPath();
        context.arc(x, y, p.r, 0, 2 * Math.PI);
        context.fill();
      }
    };
    const tick = (now: number) => {
      frame = 0;
      if (now - drawnAt >= FRAME_MS || now >= runUntil) {
        drawnAt = now;
        draw(now);
      }
      if (now < runUntil && inView && document.visibilityState === "visible") frame = requestAnimationFrame(tick);
      canvas.dataset.running = frame ? "true" : "false";
    };
    const start = () => {
      if (!frame && inView) frame = requestAnimationFrame(tick);
    };
    const resize = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      width = box.width;
      height = box.height;
      // The header is fixed at the top of the page: a section that starts under it (the hero)
      // keeps its particles below it, plus the same edge.
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
      top = Math.max(EDGE, header + EDGE - (box.top + window.scrollY));
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw(performance.now());
    };
    const resizer = new ResizeObserver(resize);
    resizer.observe(canvas);
    const observer = new IntersectionObserver((entries) => {
      const now = entries.some((e) => e.isIntersecting);
      if (now && !inView) runUntil = performance.now() + PARTICLE_RUN_MS;
      inView = now;
      start();
    });
    observer.observe(canvas);
    const onVisibility = () => start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      resizer.disconnect();
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      cancelAnimationFrame(frame);
    };
  }, [count, seed, tone, clear]);

  return (
    <canvas
      ref={ref}
      aria-hidden
      data-particles=""
      data-particle-count={Math.min(40, Math.max(25, Math.round(count)))}
      className={cn("pointer-events-none absolute inset-0 h-full w-full", className)}
    />
  );
}

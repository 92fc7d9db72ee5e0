import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AutoScrollStrip, stepFor } from "~/components/sections/auto-scroll-strip";
import { AWARDS_STEP } from "~/components/sections/awards-carousel";
import { CountUp, formatFigure } from "~/components/sections/home/count-up";
import { COUNTRY_STEP } from "~/components/sections/home/country-strip";
import { MARKETPLACE_STEP } from "~/components/sections/home/marketplace-strip";
import { particleAt, particleField } from "~/components/sections/particle-canvas";
import { proximity } from "~/components/sections/proximity-text";

describe("strip steps (spec §9)", () => {
  const steps = [MARKETPLACE_STEP, COUNTRY_STEP, AWARDS_STEP];

  it("uses each strip's small step below 768 px and its large one from 768 px", () => {
    for (const step of steps) {
      expect(stepFor(step, 767)).toBe(step.below768);
      expect(stepFor(step, 768)).toBe(step.from768);
      expect(step.below768).toBeLessThan(step.from768);
    }
  });

  it("steps a phone's strips by the spec's figures (the wide steps are checked on the page: tests/e2e/home.spec.ts)", () => {
    expect(steps.map((step) => step.below768)).toEqual([150, 120, 150]);
  });
});

describe("particles", () => {
  it("keeps 25 to 40 particles per section and draws the same field for the same seed", () => {
    expect(particleField(10, 1)).toHaveLength(25);
    expect(particleField(32, 1)).toHaveLength(32);
    expect(particleField(90, 1)).toHaveLength(40);
    expect(particleField(30, 7)).toEqual(particleField(30, 7));
    expect(particleField(30, 7)).not.toEqual(particleField(30, 8));
    for (const p of particleField(40, 3)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(1);
      // A drift of at most 56 px, over a 7 to 16 s cycle.
      expect(Math.hypot(p.dx, p.dy)).toBeLessThanOrEqual(56 * Math.SQRT2);
      expect(p.period).toBeGreaterThanOrEqual(7000);
      expect(p.period).toBeLessThanOrEqual(16000);
    }
  });

  it("keeps every particle 16 px inside the section's sides, 48 px above its bottom and below the header, at any drift phase", () => {
    // A hero under a 72 px header: particles start at 72 + 48 px.
    for (const [width, height, top] of [
      [1440, 800, 120],
      [800, 500, 48],
    ] as const) {
      for (const p of particleField(40, 5)) {
        for (const t of [0, 0.5, 1]) {
          const { x, y } = particleAt(p, t, width, height, top);
          expect(x).toBeGreaterThanOrEqual(16);
          expect(x).toBeLessThanOrEqual(width - 16);
          expect(y).toBeGreaterThanOrEqual(top);
          expect(y).toBeLessThanOrEqual(height - 48);
        }
      }
    }
  });
});

describe("proximity text falloff (spec §9)", () => {
  it("is full at the cursor and zero at or beyond the radius, for every mode", () => {
    for (const falloff of ["linear", "exponential", "gaussian"] as const) {
      expect(proximity(0, 50, falloff)).toBe(1);
      expect(proximity(60, 50, falloff)).toBe(0);
    }
  });

  it("falls off linearly, quadratically or along a bell curve", () => {
    expect(proximity(25, 50, "linear")).toBeCloseTo(0.5);
    expect(proximity(25, 50, "exponential")).toBeCloseTo(0.25);
    expect(proximity(25, 50, "gaussian")).toBeCloseTo(Math.exp(-0.5));
  });
});

describe("server HTML", () => {
  it("a counter carries its final figure, and a sizer reserves its width", () => {
    const html = renderToString(createElement(CountUp, { value: 1500, suffix: "+" }));
    expect(formatFigure(1500, "+")).toBe("1,500+");
    expect(html).toContain(">1,500+</span>");
    expect(html).toContain('data-sizer="1,500+"');
    expect(html).toContain("tabular-nums");
  });

  it("a strip's HTML carries one copy of its list, a named scrollable region (the loop's copies are added in the browser)", () => {
    const html = renderToString(
      createElement(AutoScrollStrip<string>, {
        items: ["Amazon", "Walmart"],
        getKey: (s) => s,
        renderItem: (s) => s,
        step: MARKETPLACE_STEP,
        label: "Marketplaces we manage",
        previousLabel: "Back",
        nextLabel: "Forward",
      }),
    );
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/role="region" aria-label="Marketplaces we manage" tabindex="0"/);
    expect(html).toMatch(/<ul data-copy="0" class/);
    expect(html).not.toContain('data-copy="1"');
    // Embla takes the strip over in the browser, once it is near.
    expect(html).not.toContain("data-carousel=");
  });
});

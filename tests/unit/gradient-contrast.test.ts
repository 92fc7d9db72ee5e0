import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The animated gradient phrase (GradientText, `text-gradient` in app/app.css) on the home hero's
// lavender: every colour it passes through, the stops and the blends between them (a gradient
// interpolates in sRGB), must read against the hero's backgrounds.
const css = fs.readFileSync(path.join(import.meta.dirname, "../../app/app.css"), "utf8");

type Rgb = [number, number, number];

function oklchToRgb(l: number, c: number, h: number): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const encode = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    return Math.round((v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055) * 255);
  };
  return linear.map(encode) as Rgb;
}

/** A colour as app.css writes it: #rrggbb or var(--color-…) from its @theme (oklch). */
function parseColour(value: string): Rgb {
  const variable = value.match(/^var\((--color-[\w-]+)\)$/);
  if (variable) {
    const declared = css.match(new RegExp(`${variable[1]}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`));
    if (!declared) throw new Error(`no oklch value for ${variable[1]}`);
    return oklchToRgb(Number(declared[1]), Number(declared[2]), Number(declared[3]));
  }
  const hex = value.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!hex) throw new Error(`unexpected colour ${value}`);
  return [1, 2, 3].map((i) => Number.parseInt(hex[i] ?? "0", 16)) as Rgb;
}

function luminance([r, g, b]: Rgb) {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("the animated gradient text", () => {
  const utility = css.match(/@utility text-gradient \{[^}]*linear-gradient\(90deg, ([^;]+)\);/);
  const stops = (utility?.[1] ?? "").split(/,\s*(?![^(]*\))/).map(parseColour);

  it("has its stops in app.css", () => {
    expect(stops.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps 4.5:1 on white and the hero's lavender (brand-50, brand-100) at every point, and 3:1 (large text) on brand-200", () => {
    const backgrounds = {
      white: [255, 255, 255] as Rgb,
      "brand-50": parseColour("var(--color-brand-50)"),
      "brand-100": parseColour("var(--color-brand-100)"),
    };
    const worst: Record<string, number> = {};
    let worstOnBrand200 = Number.POSITIVE_INFINITY;
    for (let i = 0; i < stops.length - 1; i++) {
      const [from, to] = [stops[i] as Rgb, stops[i + 1] as Rgb];
      for (let t = 0; t <= 1; t += 0.05) {
        const colour = from.map((v, k) => v + ((to[k] ?? v) - v) * t) as Rgb;
        for (const [name, bg] of Object.entries(backgrounds))
          worst[name] = Math.min(worst[name] ?? Number.POSITIVE_INFINITY, contrast(colour, bg));
        worstOnBrand200 = Math.min(worstOnBrand200, contrast(colour, parseColour("var(--color-brand-200)")));
      }
    }
    for (const [name, ratio] of Object.entries(worst)) expect(ratio, name).toBeGreaterThanOrEqual(4.5);
    expect(worstOnBrand200).toBeGreaterThanOrEqual(3);
  });
});

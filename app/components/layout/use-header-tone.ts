import { type RefObject, useState } from "react";
import { useScrollMeasure } from "~/lib/use-scroll-measure";

const COLOUR = /(?:oklch|oklab|rgba?)\([^)]*\)/g;

/** Perceived lightness 0–1 of a computed colour (rgb() or oklch(), as browsers report them), or
 *  null when it is mostly transparent. */
function lightness(colour: string): number | null {
  const parts = colour.match(/[\d.]+%?/g)?.map((v) => (v.endsWith("%") ? Number.parseFloat(v) / 100 : Number(v)));
  if (!parts || parts.length < 3) return null;
  const alpha = colour.includes("/") || colour.startsWith("rgba") ? (parts[3] ?? 1) : 1;
  if (alpha < 0.5) return null;
  if (colour.startsWith("ok")) return parts[0]!;
  const [r, g, b] = parts.map((v) => v / 255) as [number, number, number];
  // Relative luminance's cube root is close to OKLab lightness: one scale for both notations.
  return Math.cbrt(0.2126 * r + 0.7152 * g + 0.0722 * b);
}

/** Whether the band under `y` (the header's lower edge) is dark: the first painted background of
 *  a full-width band (≥90% of the viewport). Narrower boxes (cards, pills, panels) and headings
 *  whose gradient is clipped to their text (`background-clip: text`) are not bands: reading them
 *  flipped the header dark inside the pale hero. */
function darkUnder(header: HTMLElement, y: number): boolean {
  const hit = document.elementsFromPoint(window.innerWidth / 2, y).find((el) => !header.contains(el));
  const minWidth = window.innerWidth * 0.9;
  for (let el: Element | null = hit ?? null; el && el !== document.documentElement; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.backgroundClip.includes("text") || el.getBoundingClientRect().width < minWidth) continue;
    // A gradient band (the brand's closing bands) counts by the mean lightness of its colours.
    const stops = (style.backgroundImage.match(COLOUR) ?? []).map(lightness).filter((l) => l !== null);
    const own = lightness(style.backgroundColor);
    const values = stops.length ? stops : own === null ? [] : [own];
    if (values.length) return values.reduce((a, b) => a + b, 0) / values.length < 0.6;
  }
  return false;
}

/**
 * "dark" while a dark band (the closing bands, the dark sections, the footer) passes under the
 * fixed header, so its surface and text can switch tone instead of a white veil turning grey.
 * Read once per frame while scrolling, from what is painted under the header's lower edge:
 * no section needs to declare its tone.
 */
export function useHeaderTone(header: RefObject<HTMLElement | null>): "light" | "dark" {
  const [tone, setTone] = useState<"light" | "dark">("light");
  useScrollMeasure(() => {
    const el = header.current;
    if (!el) return;
    setTone(darkUnder(el, el.getBoundingClientRect().bottom + 1) ? "dark" : "light");
  }, [header]);
  return tone;
}

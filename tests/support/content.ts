import { expect } from "vitest";
import { iconNames } from "~/content/types";
import { isPublicPath } from "~/lib/public-paths";

// Structural checks shared by the content tests (app/content/**/*.test.ts): they check the shape
// of the copy (links that lead somewhere, icons that exist, unique ids), never the copy itself.

/** Every value under `key` anywhere in `data` (objects and arrays, walked deeply). */
export function valuesOf(data: unknown, key: string): unknown[] {
  if (Array.isArray(data)) return data.flatMap((item) => valuesOf(item, key));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([k, value]) => [...(k === key ? [value] : []), ...valuesOf(value, key)]);
}

/** Every `href` in `data` that stays on the site leads to a public page (a hash or query may follow). */
export function expectLinksToPages(data: unknown) {
  const internal = valuesOf(data, "href").filter(
    (href): href is string => typeof href === "string" && href.startsWith("/"),
  );
  for (const href of internal) expect(isPublicPath(href.split(/[?#]/)[0] || "/"), href).toBe(true);
  return internal;
}

/** Every `icon` in `data` names an icon of the one icon list (the sprite draws exactly those). */
export function expectKnownIcons(data: unknown) {
  const icons = valuesOf(data, "icon").filter((icon): icon is string => typeof icon === "string");
  for (const icon of icons) expect(iconNames as readonly string[], icon).toContain(icon);
  return icons;
}

/** Each value once. */
export function expectUnique(values: readonly unknown[], what: string) {
  const seen = new Set<unknown>();
  const twice = values.filter((value) => seen.size === seen.add(value).size);
  expect(twice, `${what} used more than once`).toEqual([]);
}

/** A non-empty string after trimming, for every item. */
export function expectText(values: readonly unknown[], what: string) {
  for (const value of values)
    expect(typeof value === "string" && value.trim() !== "", `${what}: ${String(value)}`).toBe(true);
}

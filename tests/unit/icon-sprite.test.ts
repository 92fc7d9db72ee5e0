import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { iconNames, socialIconNames } from "~/content/types";
import { renderIconSprite } from "../../server/build-time/icon-sprite-plugin";

// The sprite comes from the icon list; these check it against what app/ actually names.
const sprite = renderIconSprite();
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((m) => [m[1], m[2]]),
);

const appDir = path.resolve(import.meta.dirname, "../../app");
const sources = (fs.readdirSync(appDir, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: fs.readFileSync(path.join(appDir, file), "utf8") }));

/** Each place app/ names a sprite symbol, with the file that names it. */
function namedSymbols() {
  const found: { file: string; name: string }[] = [];
  const add = (file: string, text: string | undefined, pattern: RegExp) => {
    for (const m of (text ?? "").matchAll(pattern)) found.push({ file, name: m[1] ?? "" });
  };
  for (const { file, text } of sources) {
    if (file === path.join("content", "types.ts")) continue; // the list itself
    // spriteHref("award-rosette")
    add(file, text, /\bspriteHref\("([^"]+)"\)/g);
    // <Icon name="Menu" …/> and <Icon name={popular ? "TrendingUp" : "Sparkles"} …/>
    for (const m of text.matchAll(/<Icon\b[^>]*?\bname=("[^"]*"|\{[^}]*\})/g)) add(file, m[1], /"([^"]+)"/g);
    // Content and props typed IconName: `icon: "Boxes"`, `illustration: "Rocket"`, `icon="Star"`
    // (lower-case values under these keys are brand slugs and class names, not sprite icons).
    add(file, text, /\b(?:icon|illustration)(?::\s*|=)"([A-Z][A-Za-z0-9]*)"/g);
  }
  return found;
}

describe("the icon sprite", () => {
  it("draws one symbol for every name in the icon list", () => {
    for (const name of iconNames) {
      expect(symbols.get(name), name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
    expect([...sprite.matchAll(/<symbol id=/g)]).toHaveLength(symbols.size); // no id twice
  });

  it("draws the footer's social marks filled, one per social link", () => {
    for (const name of socialIconNames)
      expect(symbols.get(`social-${name}`), name).toMatch(/<path fill="currentColor" d="M/);
    expect(site.social.map((s) => s.icon).sort()).toEqual([...socialIconNames].sort());
  });

  it("has a symbol for every icon app/ names", () => {
    const found = namedSymbols();
    const missing = found.filter(({ name }) => !symbols.has(name)).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
    // The scan sees the pages' icons (most of the list), not nothing.
    expect(new Set(found.map(({ name }) => name)).size).toBeGreaterThan(iconNames.length / 2);
  });

  it("is reached only through spriteHref: no other <use> and no hard-coded sprite path", () => {
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/<use\b[^>]*>/g)) expect(m[0], file).toMatch(/href=\{spriteHref\(/);
      expect(text, file).not.toMatch(/icons\.svg/);
    }
  });
});

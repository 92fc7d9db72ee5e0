import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flagSvg } from "~/server/site/flags.server";
import { expectKnownIcons, expectText, expectUnique } from "../../tests/support/content";
import { brandMarkSrc } from "./brands";
import { contactSection, counters, countries, hero, marketplaces, operate } from "./home";

// The home page's copy is checked by its shape; the spec's figures and names are checked where a
// visitor sees them (tests/e2e/home.spec.ts).
describe("home page content", () => {
  it("rotates the headline through distinct phrases", () => {
    expectText([hero.headline, ...hero.rotatingPhrases], "hero text");
    expect(hero.rotatingPhrases.length).toBeGreaterThanOrEqual(2);
    expectUnique(hero.rotatingPhrases, "rotating phrase");
    expect(hero.rotateEverySeconds).toBeGreaterThan(0);
  });

  it("styles the operate title in two halves that are the title", () => {
    expect(`${operate.titleLead} ${operate.titleRest}`).toBe(operate.title);
  });

  it("puts every country of the strip in exactly one of the regions the paragraph names", () => {
    const codes = operate.regions.flatMap((region) => region.codes);
    expect([...codes].sort()).toEqual(countries.map((c) => c.code).sort());
    for (const region of operate.regions) expect(operate.paragraph, region.name).toContain(region.name);
  });

  it("gives each counter a unique id, a whole positive figure and a label", () => {
    expectUnique(
      counters.map((c) => c.id),
      "counter id",
    );
    for (const c of counters) expect(Number.isInteger(c.value) && c.value > 0, c.id).toBe(true);
    expectText(
      counters.map((c) => c.label),
      "counter label",
    );
  });

  it("draws every marketplace with a mark that exists in public/", () => {
    expectUnique(
      marketplaces.map((m) => m.name),
      "marketplace",
    );
    for (const m of marketplaces)
      expect(
        fs.existsSync(path.join(import.meta.dirname, "../../public", brandMarkSrc(m.mark))),
        `${m.name}: ${brandMarkSrc(m.mark)}`,
      ).toBe(true);
  });

  it("draws every country with a flag the /flags route serves", () => {
    expectUnique(
      countries.map((c) => c.name),
      "country",
    );
    expectUnique(
      countries.map((c) => c.code),
      "country code",
    );
    for (const c of countries) expect(flagSvg(c.code), c.name).toMatch(/^<svg/);
  });

  it("gives every contact bullet an icon from the icon list", () => {
    expect(expectKnownIcons(contactSection.bullets)).toHaveLength(contactSection.bullets.length);
  });
});

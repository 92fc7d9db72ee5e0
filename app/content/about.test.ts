import { describe, expect, it } from "vitest";
import { expectKnownIcons, expectText, expectUnique } from "../../tests/support/content";
import { leaders, missionVisionSection, timeline } from "./about";

describe("about page content", () => {
  it("tells the history oldest first, one entry a year", () => {
    const years = timeline.map((entry) => Number(entry.year));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expectUnique(years, "timeline year");
    expectKnownIcons([timeline, missionVisionSection]);
  });

  it("gives every year an illustration with alt text", () => {
    for (const entry of timeline) {
      expect(entry.image.src).toBe(`/about/timeline-${entry.year}.svg`);
      expectText([entry.image.alt], entry.year);
    }
  });

  it("gives every leader a name, position, experience line and a portrait named after them", () => {
    expectUnique(
      leaders.map((l) => l.name),
      "leader",
    );
    for (const leader of leaders) {
      expectText([leader.name, leader.position], leader.name);
      expect(leader.experience).toMatch(/\d+\+ years/);
      const slug = leader.name.toLowerCase().replace(/[^a-z]+/g, "-");
      // The number is the drawing's revision (static files are cached: a changed drawing gets a new name).
      expect(leader.portrait).toMatch(new RegExp(`^/about/leader-${slug}(-\\d+)?\\.svg$`));
    }
  });
});

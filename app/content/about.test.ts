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

  it("gives every leader a name, position, experience line and matching initials", () => {
    expectUnique(
      leaders.map((l) => l.name),
      "leader",
    );
    for (const leader of leaders) {
      expectText([leader.name, leader.position], leader.name);
      expect(leader.experience).toMatch(/\d+\+ years/);
      const initials = leader.name
        .split(/[\s-]+/)
        .slice(0, 2)
        .map((part) => part[0])
        .join("");
      expect(leader.initials).toBe(initials);
    }
  });
});

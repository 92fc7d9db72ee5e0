import { describe, expect, it } from "vitest";
import { expectKnownIcons, expectText, expectUnique } from "../../tests/support/content";
import { aboutHero, leaders, leadersSection, missionVisionSection, timeline, timelineKeyMoments } from "./about";
import { aboutGrowth } from "./about-growth";

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
    // Drawings of fictional people, and the alt text says so (docs/decisions/0017).
    expect(leadersSection.portraitAlt).toBe("Illustrated portrait of");
  });

  describe("the hero's growth card", () => {
    const textOf = (year: string) => timeline.find((entry) => entry.year === year)!.text;

    it("draws only figures the history states, each in its own year's text", () => {
      for (const point of aboutGrowth.team) {
        expect(textOf(point.year), point.year).toContain(point.source);
        expect(point.label, point.year).toMatch(new RegExp(`^${point.people}\\+?$`));
      }
      for (const figure of aboutGrowth.figures) {
        expect(textOf(figure.year), figure.label).toContain(`${figure.value} ${figure.label}`);
      }
      for (const milestone of aboutGrowth.milestones) {
        const title = timeline.find((entry) => entry.year === milestone.year)!.title;
        expect(title.toLowerCase(), milestone.year).toContain(milestone.label.toLowerCase());
      }
    });

    it("grows year on year, oldest first, and its heading agrees with the hero's paragraph", () => {
      const people = aboutGrowth.team.map((point) => point.people);
      expect(people).toEqual([...people].sort((a, b) => a - b));
      expect(aboutGrowth.heading).toBe("From 3 people to 400+");
      expect(aboutHero.paragraph).toContain("three-person");
      expect(aboutHero.paragraph).toContain("400+");
    });
  });

  it("marks key moments only on years the history has", () => {
    const years: readonly string[] = timeline.map((entry) => entry.year);
    for (const year of timelineKeyMoments.years) expect(years).toContain(year);
  });
});

import { describe, expect, it } from "vitest";
import { expectKnownIcons, expectLinksToPages, expectText, expectUnique } from "../../tests/support/content";
import { serviceAreaPages } from "./service-area-pages";
import { serviceAreas, serviceCounts } from "./service-categories";
import { leadServices, servicesIn } from "./services";

const serviceCategories = serviceAreaPages.map((area) => ({ ...area, services: servicesIn[area.id] }));

describe("services", () => {
  const all = serviceCategories.flatMap((c) => c.services);

  it("lists the areas in the tab bar's order, each linking to its section of /services", () => {
    expect(serviceCategories.map((c) => [c.id, c.label])).toEqual(serviceAreas.map((a) => [a.id, a.label]));
    expectLinksToPages(serviceCategories);
    for (const c of serviceCategories) expect(c.href).toBe(`/services#${c.id}`);
  });

  it("gives the tab bar the area sizes counted from the services at build time", () => {
    expect(serviceCounts).toEqual(Object.fromEntries(serviceCategories.map((c) => [c.id, c.services.length])));
  });

  it("gives every service a unique kebab-case id, a unique name, an icon and its own area", () => {
    expectUnique(
      all.map((s) => s.id),
      "service id",
    );
    expectUnique(
      all.map((s) => s.name),
      "service name",
    );
    for (const s of all) expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(expectKnownIcons(all)).toHaveLength(all.length);
    for (const c of serviceCategories) for (const s of c.services) expect(s.categoryId, s.id).toBe(c.id);
  });

  it("explains more in the tooltip than on the card, and carries at most one badge", () => {
    expectText(
      all.flatMap((s) => [s.description, s.tooltip]),
      "service text",
    );
    for (const s of all) {
      expect(s.tooltip.length, s.name).toBeGreaterThan(s.description.length);
      expect(s.popular && s.aiEnhanced, s.name).toBe(false);
    }
  });

  it("gives each area's lead services two or three short points, and no other service any", () => {
    for (const c of serviceCategories)
      for (const [i, s] of c.services.entries()) {
        if (i >= leadServices) {
          expect(s.points, s.name).toBeUndefined();
          continue;
        }
        expect(s.points?.length, s.name).toBeGreaterThanOrEqual(2);
        expect(s.points?.length, s.name).toBeLessThanOrEqual(3);
        expectText(s.points ?? [], `${s.name} points`);
        // One line each beside the card's icon from 1024 px (13 px type, about 60 characters).
        for (const point of s.points ?? []) expect(point.length, point).toBeLessThanOrEqual(56);
      }
  });
});

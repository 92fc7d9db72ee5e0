import { describe, expect, it } from "vitest";
import { serviceAreaPages } from "./service-area-pages";
import { serviceAreaScenes } from "./services-page";

describe("service area scenes", () => {
  it("draws one scene for every service area, each marked as sample data", () => {
    for (const area of serviceAreaPages) expect(serviceAreaScenes[area.id].title).toMatch(/\w{4,}/);
    expect(serviceAreaScenes.sample).toBe("Sample data");
  });

  it("gives the scorecard's channel shares as a whole that adds up to 100%", () => {
    const rows = serviceAreaScenes["ecommerce-management"].rows;
    expect(rows.reduce((sum, row) => sum + row.share, 0)).toBe(100);
    // Largest first: the bars are drawn against the first row.
    expect(rows.map((row) => row.share)).toEqual([...rows.map((row) => row.share)].sort((a, b) => b - a));
  });
});

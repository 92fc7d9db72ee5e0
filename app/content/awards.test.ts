import { describe, expect, it } from "vitest";
import { expectText, expectUnique } from "../../tests/support/content";
import { awards } from "./awards";

describe("awards", () => {
  it("are unique, oldest first, each with a title, an organization and an image", () => {
    expectUnique(
      awards.map((a) => a.id),
      "award id",
    );
    expectText(
      awards.flatMap((a) => [a.title, a.organization]),
      "award text",
    );
    for (const award of awards) expect(award.image, award.id).toBe("laurel");
    const years = awards.map((a) => a.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });
});

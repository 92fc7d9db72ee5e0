import { timeline, timelineKeyMoments } from "../../app/content/about";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 68 of /about: a two-tier history. The key moments (the founding, Vantora Hub and
// today) are illustrated cards, read as its chapters; the other seven years are compact rows on
// the line, with no card and no drawing, so the history is far shorter than ten alike cards. Since
// review 69 all ten stand in order on one rail (look-about-round69), with every year shown on a phone.

const keyYears: readonly string[] = timelineKeyMoments.years;
const others = timeline.filter((entry) => !keyYears.includes(entry.year));

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the key years are bordered cards with drawings, the other seven bare rows, the whole list much shorter", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    const items = page.locator("#history-section ol > li");
    await expect(items).toHaveCount(timeline.length);
    expect(keyYears).toEqual(["2007", "2018", "2024"]);
    for (const year of keyYears) {
      const item = items.filter({ has: page.locator(`[data-timeline-image="${year}"]`) });
      await expect(item).toHaveAttribute("data-key-moment", "true");
      await expect(item.locator("img")).toBeVisible();
      expect(await item.locator("article").evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("1px");
    }
    expect(others).toHaveLength(7);
    for (const entry of others) {
      const item = items.filter({ has: page.getByRole("heading", { name: entry.title, exact: true }) });
      await expect(item).not.toHaveAttribute("data-key-moment");
      await expect(item.locator("img")).toHaveCount(0);
      const look = await item.locator("article").evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopWidth, fill: style.backgroundColor, tint: style.backgroundImage };
      });
      expect(look, entry.year).toEqual({ border: "0px", fill: "rgba(0, 0, 0, 0)", tint: "none" });
      // The year small and in the brand's colour, the title a step up (18 px since review 69), the text whole.
      const sizes = await item.evaluate((li) =>
        [li.querySelector("article p")!, li.querySelector("h3")!].map((el) => {
          const style = getComputedStyle(el);
          return `${style.fontSize} ${style.fontWeight}`;
        }),
      );
      expect(sizes, entry.year).toEqual(["14px 600", "18px 600"]);
      await expect(item).toContainText(entry.year);
      await expect(item).toContainText(entry.text);
    }
    // Ten alike cards on one rail would run past 2,400 px; the two tiers keep it near 1,850.
    const list = (await page.locator("#history-section ol").boundingBox())!;
    const band = (await page.locator("#history-section").boundingBox())!;
    expect(list.height).toBeLessThanOrEqual(1900);
    expect(band.height).toBeLessThanOrEqual(2050);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the key moments show as cards and the seven other years as bare rows, all without a click", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const items = page.locator("#history-section ol > li");
    await expect(items.filter({ visible: true })).toHaveCount(timeline.length);
    for (const year of keyYears) await expect(page.locator(`[data-timeline-image="${year}"]`)).toBeVisible();
    for (const entry of others) {
      await expect(page.getByText(entry.text)).toBeVisible();
      await expect(items.filter({ hasText: entry.text }).locator("img")).toHaveCount(0);
    }
  });
});

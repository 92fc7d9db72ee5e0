import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { leadServices, servicesIn } from "../../app/content/services";
import { servicesPage } from "../../app/content/services-page";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 68 of /services: "What is included" as one bordered list per area (hairline rows,
// the icon on the title's line, the text across the row), hero jump cards as wide as the content,
// and balanced section headings.

const desktop = { width: 1440, height: 900 };
const areas = Object.keys(servicesIn);

/** The element's height over its own line height: 1 for one line of text. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });

const row = (page: Page, name: string) =>
  page.locator("[data-service-row]").filter({ has: page.locator("[data-service-name]", { hasText: name }) });

for (const viewport of [PHONE, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("each area's services are one bordered list of hairline rows, the icon on the title's line", async ({
      page,
    }) => {
      await openHydrated(page, "/services");
      for (const id of areas) {
        const dark = id === "saas-solutions";
        const lists = page.locator(`#${id}-services [data-service-list]`);
        await expect(lists).toHaveCount(1);
        const list = lists.first();
        await expect(list).toHaveCSS("border-top-width", "1px");
        await expect(list).toHaveCSS("border-top-color", dark ? "rgb(30, 36, 54)" : "rgb(229, 231, 235)");
        await expect(list).toHaveCSS("border-top-left-radius", "16px");
        await expect(list).toHaveCSS("box-shadow", "none");
        const rows = list.locator("[data-lead-service]");
        await expect(rows).toHaveCount(leadServices);
        const listBox = (await list.boundingBox())!;
        for (const [i, rowLocator] of (await rows.all()).entries()) {
          // Rows fill the list and carry no border, radius or shadow of their own: hairlines part them.
          const box = (await rowLocator.boundingBox())!;
          expect(Math.abs(box.width - (listBox.width - 2)), `${id} row ${i}`).toBeLessThanOrEqual(1);
          await expect(rowLocator).toHaveCSS("box-shadow", "none");
          // A hairline under each row but the last lead one, which the Show all row's rule follows.
          const last = i === leadServices - 1;
          const hairline = last ? list.locator("details") : rowLocator;
          const side = last ? "top" : "bottom";
          await expect(hairline).toHaveCSS(`border-${side}-width`, "1px");
          await expect(hairline).toHaveCSS(`border-${side}-color`, dark ? "rgb(30, 36, 54)" : "rgb(229, 231, 235)");
          // The 32 px tile shares the title's line; the description starts at the tile's left edge.
          const tile = (await rowLocator.locator("h4").locator("xpath=preceding-sibling::span").boundingBox())!;
          const name = (await rowLocator.locator("[data-service-name]").boundingBox())!;
          const text = (await rowLocator.locator("p").boundingBox())!;
          expect(Math.round(tile.width)).toBe(32);
          expect(name.x).toBeGreaterThan(tile.x + tile.width);
          expect(name.y).toBeLessThan(tile.y + tile.height);
          expect(Math.abs(text.x - tile.x)).toBeLessThanOrEqual(1);
          expect(text.y).toBeGreaterThanOrEqual(tile.y + tile.height);
          await expect(rowLocator.locator("p")).toHaveCSS("font-size", "15px");
        }
      }
    });

    test("the rest of an area joins the same list when Show all opens it", async ({ page }) => {
      await openHydrated(page, "/services");
      const id = "custom-development";
      const list = page.locator(`#${id}-services [data-service-list]`);
      const before = (await list.boundingBox())!;
      await list.locator("summary").click();
      await expect(list.getByText(servicesPage.alsoIncludedHeading)).toBeVisible();
      const all = list.locator("[data-service-row]");
      await expect(all).toHaveCount(servicesIn[id].length);
      await expect(all.last()).toBeVisible();
      const after = (await list.boundingBox())!;
      // One surface grew around the rows: same left edge and width, the last row inside it.
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
      const last = (await all.last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(after.y + after.height);
    });

    test("with every list open, axe finds nothing in them (the night band's too)", async ({ page }) => {
      await openHydrated(page, "/services");
      for (const summary of await page.locator("[data-service-list] summary").all()) await summary.click();
      await expect(page.getByText(servicesPage.alsoIncludedHeading)).toHaveCount(areas.length);
      const { violations } = await new AxeBuilder({ page }).include("[data-service-list]").analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    });

    test("section headings are balanced", async ({ page }) => {
      await openHydrated(page, "/services");
      for (const id of areas) {
        const heading = page.locator(`section#${id}`).getByRole("heading", { level: 2 });
        await expect(heading).toHaveCSS("text-wrap-style", "balance");
        await expect(heading.locator("br")).toHaveCount(0);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the long titles keep to one line and the text runs ≥ 300 px wide", async ({ page }) => {
    await openHydrated(page, "/services");
    const names = [
      "Walmart Marketplace Management",
      "Custom Demand Forecasting Models",
      "Computer Vision for Product Imagery",
    ];
    for (const name of names) {
      const service = row(page, name);
      await expect(service).toHaveCount(1);
      expect(await lines(service.locator("[data-service-name]")), name).toBe(1);
      expect((await service.locator("p").boundingBox())!.width, name).toBeGreaterThanOrEqual(300);
    }
    // The list's last row opens the rest: a full-width tap target.
    const summary = page.locator("#ecommerce-management-services summary");
    const box = (await summary.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(300);
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the hero's jump cards span the content width, titles on one line and level", async ({ page }) => {
    await openHydrated(page, "/services");
    const cards = page.getByRole("navigation", { name: servicesPage.jumpNavLabel }).getByRole("link");
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
    const titles = cards.locator("span.block.font-semibold");
    await expect(titles).toHaveCount(3);
    const titleBoxes = await Promise.all((await titles.all()).map(async (t) => (await t.boundingBox())!));
    for (const [i, title] of (await titles.all()).entries()) {
      expect(await lines(title), `card ${i}`).toBe(1);
      expect(boxes[i]!.width, `card ${i}`).toBeGreaterThanOrEqual(320);
      expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(titleBoxes[i]!.y - titleBoxes[0]!.y)).toBeLessThanOrEqual(1);
    }
    // From the first block's left edge to its right: the content width below.
    const block = (await page.locator("section#ecommerce-management > div").boundingBox())!;
    const padding = 32;
    expect(Math.abs(boxes[0]!.x - (block.x + padding))).toBeLessThanOrEqual(1);
    const right = boxes[2]!.x + boxes[2]!.width;
    expect(Math.abs(right - (block.x + block.width - padding))).toBeLessThanOrEqual(1);
  });

  test("section headings are 36 px; the copy column stays beside a long list", async ({ page }) => {
    await openHydrated(page, "/services");
    for (const id of areas) {
      const block = page.locator(`section#${id}`);
      const heading = block.getByRole("heading", { level: 2 });
      await expect(heading).toHaveCSS("font-size", "36px");
      expect(await lines(heading), id).toBeLessThanOrEqual(3);
      await expect(heading.locator("..")).toHaveCSS("position", "sticky");
    }
  });
});

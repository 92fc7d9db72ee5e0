import type { Locator } from "@playwright/test";
import { leadServices, servicesIn } from "../../app/content/services";
import { servicesPage } from "../../app/content/services-page";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 59 of /services (defect 3): the lead service cards were text-heavy and ended ragged
// (a description, a rule and a second grey paragraph, at 280 px a line). Now each is a row as wide
// as the list (review 68: rows of one bordered list): a description of two lines at most, then
// two or three 14 px check-mark points.

const desktop = { width: 1440, height: 900 };

/** The element's height over its own line height: 1 for one line of text. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("each lead row: name, a description of two lines at most and its points, one line each", async ({ page }) => {
    await openHydrated(page, "/services");
    for (const [id, services] of Object.entries(servicesIn)) {
      const list = page.locator(`#${id}-services [data-service-list]`);
      const cards = list.locator("[data-lead-service]");
      await expect(cards).toHaveCount(leadServices);
      const listBox = (await list.boundingBox())!;
      let bottom = listBox.y;
      for (const [i, service] of services.slice(0, leadServices).entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 4 })).toContainText(service.name);
        // One paragraph (the description), no second one under a rule.
        await expect(card.locator("p")).toHaveText(service.description);
        expect(await lines(card.locator("p")), service.name).toBeLessThanOrEqual(2);
        const points = card.getByRole("listitem");
        await expect(points).toHaveText([...(service.points ?? [])]);
        for (const point of await points.all()) {
          expect(await point.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
          expect(await lines(point), service.name).toBe(1);
        }
        // As wide as the list (inside its 1 px border), one under the other: no neighbour to end
        // ragged against.
        const box = (await card.boundingBox())!;
        expect(Math.abs(box.x - listBox.x), service.name).toBeLessThanOrEqual(2);
        expect(Math.abs(box.width - listBox.width), service.name).toBeLessThanOrEqual(2);
        expect(box.y, service.name).toBeGreaterThanOrEqual(bottom);
        bottom = box.y + box.height;
        // Nothing floats: the last point ends within the row's bottom padding.
        const last = (await points.last().boundingBox())!;
        expect(box.y + box.height - (last.y + last.height), service.name).toBeLessThanOrEqual(32);
      }
    }
  });

  test("an area's place among the three is shown once, in its block's header", async ({ page }) => {
    await openHydrated(page, "/services");
    await expect(page.getByRole("navigation", { name: "Service areas" })).not.toContainText("of 03");
    for (const [i, id] of Object.keys(servicesIn).entries())
      await expect(page.locator(`section#${id}`).getByText(`0${i + 1} of 03`)).toBeVisible();
  });
});

test.describe("at 1440 px without JavaScript", () => {
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test("the lead rows' points are in the page", async ({ page }) => {
    await page.goto("/services");
    const [first] = servicesIn["custom-development"];
    const card = page.locator("#custom-development-services [data-lead-service]").first();
    await expect(card.getByRole("listitem")).toHaveText([...(first?.points ?? [])]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the lead rows keep name and description; their points wait for a wider screen", async ({ page }) => {
    await openHydrated(page, "/services");
    const [first] = servicesIn["ecommerce-management"];
    const card = page.locator("#ecommerce-management-services [data-lead-service]").first();
    await expect(card.locator("p")).toHaveText(first!.description);
    await expect(card.locator("p")).toBeVisible();
    await expect(card.locator("ul")).toHaveCount(1);
    await expect(card.locator("ul")).toBeHidden();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test("at 1440 px the hero's three areas are rows with an arrow down, and the first block follows them closely", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/services");
  // Review 62: 190 px cards with a large figure and no cue read as inert placeholders.
  const rows = page.getByRole("navigation", { name: servicesPage.jumpNavLabel }).getByRole("link");
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(100);
    await expect(row.locator("svg").last()).toBeVisible();
  }
  const last = (await rows.last().boundingBox())!;
  const first = (await page.locator("section#ecommerce-management").boundingBox())!;
  expect(first.y - (last.y + last.height)).toBeLessThanOrEqual(130);
  await rows.first().click();
  await expect(page).toHaveURL(/#ecommerce-management$/);
});

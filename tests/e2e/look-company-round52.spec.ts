import { leaders, leadersSection } from "../../app/content/about";
import { caseStudies } from "../../app/content/case-study-stories";
import { benefitsDialog } from "../../app/content/resources";
import { servicesPage } from "../../app/content/services-page";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 52 of the company pages (issue #27): the resources index as a two-column grid on a
// phone, flat previews inside the hub's cards, each /services block opening with its drawing and
// with 'Get Started' after its checklist on a phone (review 54), the leaders' experience beside their position, and the
// case-study overlay's close button at the content's edge.

const desktop = { width: 1440, height: 900 };
const areas = ["ecommerce-management", "saas-solutions", "custom-development"] as const;

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the library's six chips fit their columns without cutting a word", async ({ page }) => {
    await openHydrated(page, "/resources");
    const links = page.getByRole("navigation", { name: "In this library" }).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      const fits = await link.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320 - 16);
    }
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the hub's previews are flat: no fill or border on the benefits or the case-study rows", async ({ page }) => {
    await openHydrated(page, "/resources");
    const cards = page.locator("#resource-cards > li");
    const benefits = cards.filter({ has: page.getByRole("heading", { name: "Benefits & Perks" }) }).locator("ul > li");
    const studies = cards.filter({ has: page.getByRole("heading", { name: "Case Studies" }) }).locator("ul > li");
    await expect(benefits).toHaveCount(benefitsDialog.benefits.length);
    await expect(studies).toHaveCount(caseStudies.length);
    for (const item of [...(await benefits.all()), ...(await studies.all())]) {
      const look = await item.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          fill: style.backgroundColor,
          border: style.borderTopWidth + style.borderRightWidth + style.borderBottomWidth + style.borderLeftWidth,
          ring: style.boxShadow,
          list: getComputedStyle(el.parentElement!).borderTopWidth,
        };
      });
      expect(look).toEqual({ fill: "rgba(0, 0, 0, 0)", border: "0px0px0px0px", ring: "none", list: "0px" });
    }
    // Every story's key statistic is still there, in words, under its title.
    for (const [i, study] of caseStudies.entries()) {
      await expect(studies.nth(i)).toContainText(study.title);
      await expect(studies.nth(i)).toContainText(study.stat);
    }
    await expect(studies.filter({ hasText: "85% efficiency boost" })).toBeVisible();
    // Nothing inside the card is a link of its own: the card's action is its one target.
    await expect(studies.getByRole("link")).toHaveCount(0);
  });

  test("services: the copy column keeps its checklist and Get Started above the fold, beside the drawing", async ({
    page,
  }) => {
    await openHydrated(page, "/services");
    for (const id of areas) {
      const block = page.locator(`section#${id}`);
      const cta = block.getByRole("link", { name: servicesPage.getStarted });
      await expect(cta).toHaveCount(1);
      const scene = (await block.locator("[data-area-scene]").boundingBox())!;
      const heading = (await block.getByRole("heading", { level: 2 }).boundingBox())!;
      const button = (await cta.boundingBox())!;
      // Side by side: the button and heading in one column, the scene in the other.
      const besideScene = button.x + button.width <= scene.x || button.x >= scene.x + scene.width;
      expect(besideScene).toBe(true);
      expect(Math.abs(button.x - heading.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(scene.y - heading.y)).toBeLessThan(120);
      await expect(block.locator("[data-show-all] summary")).toBeVisible();
    }
  });

  test("leaders: position and experience sit together beside the portrait, then the chip, then the bio", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const cards = page.locator(`#${leadersSection.id} li`).filter({ visible: true });
    await expect(cards).toHaveCount(leaders.length);
    const tops: number[] = [];
    for (const [i, leader] of leaders.entries()) {
      const card = cards.nth(i);
      const tile = (await card.getByRole("img").boundingBox())!;
      const experience = (await card.getByText(leader.experience, { exact: true }).boundingBox())!;
      const position = (await card.getByText(leader.position, { exact: true }).boundingBox())!;
      const chip = (await card.getByText(leader.area.label, { exact: true }).boundingBox())!;
      const bio = (await card.getByText(leader.bio).boundingBox())!;
      // One meta block right of the tile: position, then experience, no lower than the tile.
      expect(experience.x).toBeGreaterThan(tile.x + tile.width);
      expect(Math.abs(experience.x - position.x)).toBeLessThanOrEqual(1);
      expect(experience.y).toBeGreaterThanOrEqual(position.y + position.height - 1);
      expect(experience.y + experience.height).toBeLessThanOrEqual(tile.y + tile.height + 1);
      // The chip alone between the header and the bio.
      expect(chip.y).toBeGreaterThan(tile.y + tile.height);
      expect(bio.y).toBeGreaterThan(chip.y + chip.height);
      expect(bio.y - (chip.y + chip.height)).toBeLessThan(32);
      tops.push(bio.y);
    }
    // The subgrid still lines every bio in a row up.
    expect(tops[1]).toBe(tops[0]);
    expect(tops[2]).toBe(tops[0]);
    expect(tops[4]).toBe(tops[3]);
    expect(tops[5]).toBe(tops[3]);
  });

  test("the case-study overlay's close button ends at the content's right edge", async ({ page }) => {
    await openHydrated(page, "/case-studies#ecommerce-growth-detail");
    const dialog = page.getByRole("dialog", { name: "E-commerce Growth Success" });
    await expect(dialog).toBeVisible();
    const close = (await dialog.getByRole("button", { name: "Close" }).boundingBox())!;
    // The column the title and the story read in: its content box's right edge.
    const edge = await dialog
      .getByRole("heading", { level: 2 })
      .first()
      .evaluate((h) => {
        const column = h.parentElement!;
        return column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight);
      });
    expect(Math.abs(close.x + close.width - edge)).toBeLessThanOrEqual(10);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("each service block opens with its drawing; a full-width Get Started follows its checklist", async ({
    page,
  }) => {
    await openHydrated(page, "/services");
    for (const id of areas) {
      const block = page.locator(`section#${id}`);
      const cta = block.getByRole("link", { name: servicesPage.getStarted });
      await expect(cta).toHaveCount(1);
      const summary = (await block.locator("h2 + p").boundingBox())!;
      const scene = (await block.locator("[data-area-scene]").boundingBox())!;
      const outcomes = (await block.getByRole("heading", { name: servicesPage.outcomesHeading }).boundingBox())!;
      const services = (await block.getByRole("heading", { name: servicesPage.servicesHeading }).boundingBox())!;
      const showAll = (await block.locator("[data-show-all] summary").boundingBox())!;
      const button = (await cta.boundingBox())!;
      // Heading and intro, drawing, outcomes, the button (review 54), services, then Show all.
      expect(scene.y).toBeGreaterThan(summary.y + summary.height);
      expect(outcomes.y).toBeGreaterThan(scene.y + scene.height);
      expect(button.y).toBeGreaterThan(outcomes.y);
      expect(services.y).toBeGreaterThan(button.y + button.height);
      expect(showAll.y).toBeGreaterThan(services.y);
      // Full width, 48 px tall; Show all is the list's last row, inside its 1 px border.
      expect(Math.round(button.height)).toBe(48);
      expect(Math.abs(button.width - showAll.width)).toBeLessThanOrEqual(2);
      // The keyboard meets the button before Show all, as the eye does.
      const order = await cta.evaluate(
        (el, summary) => el.compareDocumentPosition(summary!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await block.locator("[data-show-all] summary").elementHandle(),
      );
      expect(order).toBeTruthy();
    }
  });

  test("the leaders keep their bio under the name", async ({ page }) => {
    await openHydrated(page, "/about");
    const rows = page.locator(`#${leadersSection.id} li`).filter({ visible: true });
    for (const [i, leader] of leaders.entries()) {
      const name = (await rows.nth(i).getByRole("heading", { level: 3 }).boundingBox())!;
      const bio = rows.nth(i).getByText(leader.bio);
      await expect(bio).toBeVisible();
      const box = (await bio.boundingBox())!;
      expect(box.y).toBeGreaterThan(name.y + name.height);
      expect(Math.abs(box.x - name.x)).toBeLessThanOrEqual(1);
    }
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  awardsSection,
  historySection,
  leaders,
  leadersSection,
  missionVisionSection,
  timeline,
} from "../../app/content/about";
import { animationsSettled, expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 69 of /about: the history in year order on one rail down the left of its column,
// its heading in a sticky column beside it from 1024 px; every year and every leader on a phone
// without a click; less air between the hero and the history; one rule for the headings' alignment
// (a section whose content runs from a start edge, the history's rail or the awards' strip, sets
// its heading left; the sections set as a centred block centre theirs).

const items = (page: Page) => page.locator(`#${historySection.id} ol > li`);
const dots = (page: Page) => page.locator("[data-timeline-dot]");

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the ten years read in order down one rail, nothing right-aligned or across it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    await expect(items(page)).toHaveCount(timeline.length);
    const rows = await items(page).evaluateAll((nodes) =>
      nodes.map((li) => {
        const box = li.getBoundingClientRect();
        const dot = li.querySelector("[data-timeline-dot]")!.getBoundingClientRect();
        const rail = li.querySelector("[data-timeline-rail]")?.getBoundingClientRect();
        return {
          text: li.textContent ?? "",
          x: box.x,
          y: box.y,
          width: box.width,
          dotX: dot.x + dot.width / 2,
          dotY: dot.y + dot.height / 2,
          railX: rail ? rail.x + rail.width / 2 : null,
          aligns: [...li.querySelectorAll("p, h3")].map((el) => getComputedStyle(el).textAlign),
        };
      }),
    );
    for (const [i, row] of rows.entries()) {
      const entry = timeline[i]!;
      expect(row.text, entry.year).toContain(entry.year);
      expect(row.text, entry.year).toContain(entry.text);
      // One column: every entry starts at the same x, every dot on the same line, the rail too.
      expect(row.x, entry.year).toBe(rows[0]!.x);
      expect(Math.abs(row.dotX - rows[0]!.dotX), entry.year).toBeLessThanOrEqual(0.5);
      if (row.railX !== null) expect(Math.abs(row.railX - rows[0]!.dotX), entry.year).toBeLessThanOrEqual(0.5);
      // Strictly down the page in year order.
      if (i > 0) {
        expect(row.y, entry.year).toBeGreaterThan(rows[i - 1]!.y);
        expect(row.dotY, entry.year).toBeGreaterThan(rows[i - 1]!.dotY);
      }
      expect(
        row.aligns.every((a) => a === "start" || a === "left"),
        entry.year,
      ).toBe(true);
    }
    // The rail runs to the last year and stops there.
    expect(rows.at(-1)!.railX).toBeNull();
    expect(rows.slice(0, -1).every((row) => row.railX !== null)).toBe(true);
    // The key moments' cards fill the column; the column stays within about 720 px.
    const card = (await items(page)
      .filter({ has: page.locator("[data-timeline-image]") })
      .first()
      .locator("article")
      .boundingBox())!;
    const list = (await page.locator(`#${historySection.id} ol`).boundingBox())!;
    expect(list.width).toBeLessThanOrEqual(720);
    expect(Math.abs(card.x + card.width - (list.x + list.width))).toBeLessThanOrEqual(1);
    // The heading column is left of the rail, about 320 px wide.
    const heading = (await page.locator("#history-heading").boundingBox())!;
    expect(heading.x + heading.width).toBeLessThan(rows[0]!.dotX);
    expect(heading.width).toBeLessThanOrEqual(320);
  });

  test("the history's heading column stays in view while the years scroll past", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    const aside = page.locator("[data-history-aside]");
    await expect(aside).toHaveCSS("position", "sticky");
    await expect(aside).toHaveCSS("top", "120px");
    const heading = page.locator("#history-heading");
    const start = (await heading.boundingBox())!;
    // Bring a year from the middle of the history to the middle of the screen.
    await items(page)
      .nth(6)
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(120);
    const held = (await heading.boundingBox())!;
    expect(held.x).toBe(start.x);
    await expect(heading).toBeInViewport();
  });

  test("headings: the history's and the awards' left, at the container's edge; the others centred", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const history = (await page.locator("#history-heading").boundingBox())!;
    const awards = (await page.locator("#awards-heading").boundingBox())!;
    expect(Math.round(history.x)).toBe(112);
    expect(Math.round(awards.x)).toBe(112);
    await expect(page.locator("#history-heading")).not.toHaveCSS("text-align", "center");
    await expect(page.locator("#awards-heading")).not.toHaveCSS("text-align", "center");
    for (const id of [missionVisionSection.id, leadersSection.id]) {
      const title = page.locator(`#${id} h2`).first();
      await expect(title).toHaveCSS("text-align", "center");
      const box = (await title.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - 720), id).toBeLessThanOrEqual(2);
    }
    await expect(page.getByRole("heading", { name: awardsSection.heading, level: 2 })).toBeVisible();
  });

  test("axe finds nothing on the About page", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    await animationsSettled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the heading stands over the one rail, which keeps every year in order", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    await expect(page.locator("[data-history-aside]")).toHaveCSS("position", "static");
    const heading = (await page.locator("#history-heading").boundingBox())!;
    const centres = await dots(page).evaluateAll((nodes) =>
      nodes.map((n) => {
        const box = n.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    expect(centres).toHaveLength(timeline.length);
    expect(centres[0]!.y).toBeGreaterThan(heading.y + heading.height);
    for (const [i, c] of centres.entries()) {
      expect(Math.abs(c.x - centres[0]!.x)).toBeLessThanOrEqual(0.5);
      if (i > 0) expect(c.y).toBeGreaterThan(centres[i - 1]!.y);
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("all ten years and all six leaders show without a click", async ({ page }) => {
    await openHydrated(page, "/about");
    await expect(items(page).filter({ visible: true })).toHaveCount(timeline.length);
    for (const entry of timeline) {
      const item = items(page).filter({ hasText: entry.text });
      await item.scrollIntoViewIfNeeded();
      // The year leads each entry (a key moment's with its label).
      const year = item.locator("article p").first();
      await expect(year).toBeVisible();
      await expect(year).toHaveText(new RegExp(`^${entry.year}`));
      await expect(item.getByText(entry.text)).toBeVisible();
    }
    const people = page.locator(`#${leadersSection.id}`);
    for (const leader of leaders) {
      const name = people.getByRole("heading", { name: leader.name });
      await name.scrollIntoViewIfNeeded();
      await expect(name).toBeVisible();
      await expect(people.getByText(leader.bio)).toBeVisible();
    }
    await expect(page.locator(`#${historySection.id} summary, #${leadersSection.id} summary`)).toHaveCount(0);
  });

  test("a compact year has its year and title on one line, its text at 15 px, 28 px to the next", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    const row = items(page).filter({ hasText: timeline[1]!.text });
    const year = (await row.getByText(timeline[1]!.year, { exact: true }).boundingBox())!;
    const title = (await row.getByRole("heading", { name: timeline[1]!.title }).boundingBox())!;
    expect(Math.abs(year.y + year.height - (title.y + title.height))).toBeLessThanOrEqual(4);
    await expect(row.getByText(timeline[1]!.text)).toHaveCSS("font-size", "15px");
    const [a, b] = [(await row.boundingBox())!, (await items(page).nth(2).boundingBox())!];
    expect(Math.round(b.y - (a.y + a.height))).toBe(28);
  });

  test("the history starts under 90 px after the hero's growth card", async ({ page }) => {
    await openHydrated(page, "/about");
    const art = (await page.locator("#about-hero-art").boundingBox())!;
    const heading = (await page.locator("#history-heading").boundingBox())!;
    expect(heading.y - (art.y + art.height)).toBeLessThanOrEqual(90);
    expect(heading.y - (art.y + art.height)).toBeGreaterThanOrEqual(48);
  });

  test("the history's and the awards' headings sit left at the 16 px gutter", async ({ page }) => {
    await openHydrated(page, "/about");
    for (const id of ["#history-heading", "#awards-heading"]) {
      expect(Math.round((await page.locator(id).boundingBox())!.x), id).toBe(16);
    }
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("every year and every leader is in view as served", async ({ page }) => {
    await page.goto("/about");
    await expect(items(page).filter({ visible: true })).toHaveCount(timeline.length);
    for (const leader of leaders) {
      await expect(page.getByRole("heading", { name: leader.name })).toBeVisible();
    }
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { billingLabels, compareSection, placeholderPrice, plans, plansSection } from "../../app/content/pricing";
import { animationsSettled, expect, openComparison, openHydrated, PHONE, test } from "./fixtures";

// Review 72 on /pricing: the placeholder is each card's price slot (and review 76a: under the plan's
// reach, a 22 px line that tells the three cards apart), the billing switch visibly does something (the badge beside "Annual", the cards' billing
// line), the compare table's plan row stays under the site header with a button per plan, and the
// phone header sits flush at the top.

const DESKTOP = { width: 1440, height: 900 } as const;
const badge = (page: Page) => page.locator("[data-annual-badge]");
const billing = (page: Page) => page.getByRole("switch", { name: billingLabels.switchLabel });

/** WCAG contrast of two CSS colours as the page computes them (any notation: a canvas resolves it). */
function contrast(page: Page, a: string, b: string) {
  return page.evaluate(
    ([x, y]) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      const luminance = (colour: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (l1 + 0.05) / (l2 + 0.05);
    },
    [a, b] as const,
  );
}

/**
 * Reviews 76a, 77a and 77b: the plan's reach is the card's figure (36 px, the largest text in the
 * card, on one line), "Custom pricing" a 15 px line under it, and no "$" anywhere while prices are hidden.
 */
async function expectReachFirst(page: Page, id: string, limit: (typeof plans)[number]["marketplaceLimit"]) {
  const card = page.locator(`[data-plan="${id}"]`);
  const reach = card.locator("[data-reach]");
  const figure = reach.locator("span").first();
  await expect(figure).toHaveText(limit === "unlimited" ? "Unlimited" : String(limit));
  await expect(figure).toHaveCSS("font-size", "36px");
  const larger = await card.evaluate(
    (el) =>
      [...el.querySelectorAll("*")].filter(
        (node) => node.childElementCount === 0 && Number.parseFloat(getComputedStyle(node).fontSize) >= 36,
      ).length,
  );
  expect(larger, id).toBe(1);
  // One line: a second would make the block about 90 px tall.
  expect((await reach.boundingBox())!.height, `${id}: reach on one line`).toBeLessThanOrEqual(56);
  const price = card.locator("[data-price]");
  await expect(price).toHaveText(`${placeholderPrice.label} ${placeholderPrice.suffix}`);
  await expect(price).toHaveCSS("font-size", "15px");
  expect((await reach.boundingBox())!.y + (await reach.boundingBox())!.height).toBeLessThanOrEqual(
    (await price.boundingBox())!.y,
  );
  await expect(card).not.toContainText("$");
}

test.describe("at 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("each card's figure is its reach, the placeholder a quiet line under it, no price anywhere", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    for (const plan of plans) await expectReachFirst(page, plan.id, plan.marketplaceLimit);
  });

  test("the badge shows only in annual mode, beside 'Annual', and the cards' billing line changes with it", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    const notes = page.locator("[data-billing-note]");
    await expect(badge(page)).toBeHidden();
    await expect(notes).toHaveText(Array(plans.length).fill("Billed monthly"));

    await billing(page).click();
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveText(billingLabels.annualBadge);
    await expect(notes).toHaveText(Array(plans.length).fill(`Billed annually · ${billingLabels.annualBadge}`));
    await animationsSettled(page);
    const label = (await page.getByText(billingLabels.annual, { exact: true }).boundingBox())!;
    const pill = (await badge(page).boundingBox())!;
    // Right of the label, on its line, within a few pixels.
    expect(pill.x - (label.x + label.width)).toBeGreaterThan(0);
    expect(pill.x - (label.x + label.width)).toBeLessThanOrEqual(16);
    expect(Math.abs(pill.y + pill.height / 2 - (label.y + label.height / 2))).toBeLessThanOrEqual(2);
    const colours = await badge(page).evaluate((el) => {
      const s = getComputedStyle(el);
      return { ink: s.color, ground: s.backgroundColor, weight: s.fontWeight, size: s.fontSize };
    });
    expect(await contrast(page, colours.ink, colours.ground)).toBeGreaterThanOrEqual(4.5);
    expect(Number(colours.weight)).toBe(600);
    expect(colours.size).toBe("13px");

    await billing(page).click();
    await expect(badge(page)).toBeHidden();
    await expect(notes).toHaveText(Array(plans.length).fill("Billed monthly"));
  });

  test("the switch's track is at least 3:1 against the page and the knob, off and on", async ({ page }) => {
    await openHydrated(page, "/pricing");
    const track = billing(page);
    for (const state of ["false", "true"]) {
      await expect(track).toHaveAttribute("aria-checked", state);
      await animationsSettled(page);
      const { ground, knob } = await track.evaluate((el) => ({
        ground: getComputedStyle(el).backgroundColor,
        knob: getComputedStyle(el.firstElementChild!).backgroundColor,
      }));
      expect(
        await contrast(page, ground, "#ffffff"),
        `track against the page, checked=${state}`,
      ).toBeGreaterThanOrEqual(3);
      expect(await contrast(page, ground, knob), `track against the knob, checked=${state}`).toBeGreaterThanOrEqual(3);
      if (state === "false") await track.click();
    }
  });

  test("the compare table's plan row stays under the site header while scrolling the table, with a button per plan", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    await openComparison(page);
    const table = page.locator("[data-compare] table");
    const head = page.locator("[data-compare-head]");
    const header = (await page.locator("header").first().boundingBox())!;
    const top = await table.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top + 800);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(top + 800));
    const box = (await head.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    // Flush under the fixed header (72 px at this width), not behind it.
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    for (const plan of plans) {
      await expect(head.getByRole("columnheader", { name: plan.name, exact: true })).toBeInViewport();
      await expect(
        head.getByRole("link", { name: `${compareSection.cta}${compareSection.ctaFor(plan.name)}` }),
      ).toBeInViewport();
    }
    await head.getByRole("link", { name: `${compareSection.cta}${compareSection.ctaFor("Enterprise")}` }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog.locator('input[name="service"]')).toHaveValue("Pricing: Enterprise");
  });

  test("the trial the assurances promise can be started from the page", async ({ page }) => {
    await openHydrated(page, "/pricing");
    await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog.locator('input[name="service"]')).toHaveValue("Free Trial: Vantora Hub");
  });
});

test("on a phone each card also leads with its reach, the placeholder under it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/pricing");
  for (const plan of plans) await expectReachFirst(page, plan.id, plan.marketplaceLimit);
});

test("the plan comparison is closed at first behind one button naming its rows, and opens on a press", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, "/pricing");
  const table = page.getByRole("table", { name: compareSection.caption });
  await expect(table).toBeHidden();
  const rows = plans.flatMap((p) => p.features.slice(1).filter((f) => !f.startsWith("Everything in"))).length;
  const summary = page.locator("[data-compare-all] > summary");
  await expect(summary.locator("span").first()).toHaveText(compareSection.openAll(rows));
  // A full-width bar right under the plans it compares (review 79), not a section of its own.
  const bar = (await summary.boundingBox())!;
  expect(bar.height).toBeGreaterThanOrEqual(44);
  const cards = (await page.getByRole("list", { name: plansSection.listLabel }).boundingBox())!;
  expect(Math.abs(bar.width - cards.width)).toBeLessThanOrEqual(1);
  expect(bar.y - (cards.y + cards.height)).toBeLessThanOrEqual(240);
  await openComparison(page);
  await expect(table).toBeVisible();
});

test("on a phone the header sits flush at the top, before and after scrolling", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/pricing");
  const header = page.locator("header").first();
  expect((await header.boundingBox())!.y).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  expect((await header.boundingBox())!.y).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  expect((await header.boundingBox())!.y).toBe(0);
});

test("on a phone the compare table's plan row also stays under the header, its button inside the column", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/pricing");
  await openComparison(page);
  const table = page.locator("[data-compare] table");
  const top = await table.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top + 800);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(top + 800));
  const header = (await page.locator("header").first().boundingBox())!;
  const head = page.locator("[data-compare-head]");
  expect(Math.abs((await head.boundingBox())!.y - (header.y + header.height))).toBeLessThanOrEqual(1);
  // The picker's plan (the popular one at first) names the one column shown, its button within it.
  const popular = plans.find((plan) => plan.popular)!;
  const column = (await head.getByRole("columnheader", { name: popular.name, exact: true }).boundingBox())!;
  const button = (await head
    .getByRole("link", { name: `${compareSection.cta}${compareSection.ctaFor(popular.name)}` })
    .boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(column.x);
  expect(button.x + button.width).toBeLessThanOrEqual(column.x + column.width);
  expect(button.height).toBeGreaterThanOrEqual(24);
});

test.describe("axe", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`finds no violations on /pricing at ${viewport.width} px, monthly and annual`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await openHydrated(page, "/pricing");
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      for (const period of ["monthly", "annual"]) {
        if (period === "annual") await billing(page).click();
        await animationsSettled(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const readable = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(readable, `${viewport.width} px, ${period}`).toEqual([]);
      }
    });
  }
});

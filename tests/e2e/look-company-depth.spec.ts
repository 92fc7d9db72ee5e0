import type { Locator } from "@playwright/test";
import { timeline } from "../../app/content/about";
import { compareSection, plans } from "../../app/content/pricing";
import { servicesIn } from "../../app/content/services";
import { expect, openComparison, openHydrated, PHONE, test } from "./fixtures";

// Issue #27, design depth on the company pages: a history that alternates instead of ten
// posters, service areas with a lead and a rhythm, a case-study story whose close button has a
// lane of its own, and a pricing page with a comparison of the plans.

const desktop = { width: 1440, height: 900 };

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the history runs down one rail in year order, in well under half its old height", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    const items = page.locator("#history-section ol > li");
    await expect(items).toHaveCount(timeline.length);
    const boxes = await items.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()));
    // Review 69: one column, each year under the last (look-about-round69.spec.ts), the last year closing it.
    for (const box of boxes) expect(box.x).toBe(boxes[0]!.x);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y, `year ${i}`).toBeGreaterThan(boxes[i - 1]!.y);
    const list = (await page.locator("#history-section ol").boundingBox())!;
    // One year a row with 480 × 270 drawings ran about 3,900 px.
    expect(list.height).toBeLessThan(2000);
  });

  test("each service area leads with four cards, the rest one click away, and the middle area is the night band", async ({
    page,
  }) => {
    await openHydrated(page, "/services");
    for (const [id, services] of Object.entries(servicesIn)) {
      const area = page.locator(`section#${id}`);
      await expect(area.locator(`#${id}-services > div > ul > li`)).toHaveCount(4);
      const compact = area.locator("details ul > li");
      await expect(compact).toHaveCount(services.length - 4);
      // The rest wait behind "Show all N services" at every width (the home page lists them all).
      await expect(compact.last()).toBeHidden();
      await area.getByText(`Show all ${services.length} services`).click();
      await expect(area.getByText("Also included")).toBeVisible();
      await expect(compact.last()).toBeVisible();
    }
    await expect(page.locator("section#saas-solutions")).toHaveAttribute("data-service-area", "dark");
    // Mirrored: the SaaS copy (and its Get Started) sits right of its services.
    const saas = page.locator("section#saas-solutions");
    const copy = (await saas.getByRole("heading", { level: 2 }).boundingBox())!;
    const list = (await saas.locator("h4").first().boundingBox())!;
    expect(copy.x).toBeGreaterThan(list.x);
  });

  test("pricing compares the plans feature by feature, in a table that agrees with the cards", async ({ page }) => {
    await openHydrated(page, "/pricing");
    await openComparison(page);
    const table = page.getByRole("table", { name: "Vantora Hub plans compared feature by feature" });
    await expect(table).toBeVisible();
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText(["Feature", ...plans.map((p) => p.name)]);
    // Every feature of every card has a row (less each card's marketplace line and "Everything in").
    const own = plans.flatMap((p) => p.features.slice(1).filter((f) => !f.startsWith("Everything in")));
    for (const feature of own)
      await expect(table.getByRole("rowheader", { name: feature, exact: true })).toHaveCount(1);
    const sla = table.getByRole("row", { name: /99\.9% uptime SLA/ });
    await expect(sla.getByRole("cell")).toHaveText(["Not included", "Not included", "Included"]);
    const connections = table.getByRole("row", { name: /Marketplace connections/ });
    await expect(connections.getByRole("cell")).toHaveText(["1", "2", "Unlimited"]);
    // The cards: a plan that builds on the one before says so first.
    const professional = page.getByRole("list", { name: "Professional plan includes" }).getByRole("listitem");
    await expect(professional.first()).toHaveText("Everything in Starter, plus:");
  });
});

test.describe("third pass at 1440 px", () => {
  test.use({ viewport: desktop });

  test("each service area opens with its own drawn scene, marked as sample data", async ({ page }) => {
    await openHydrated(page, "/services");
    for (const id of Object.keys(servicesIn)) {
      const scene = page.locator(`section#${id} [data-area-scene]`);
      await expect(scene).toBeVisible();
      await expect(scene).toContainText("Sample data");
      await expect(scene).toHaveAttribute("aria-hidden", "true");
    }
  });

  test("the awards strip shows four whole cards in the page container", async ({ page }) => {
    await openHydrated(page, "/about");
    const strip = page.locator("#awards-section [data-strip-scroller]");
    const card = (await strip.locator("article").first().boundingBox())!;
    // Four cards and three 20 px gaps fit the container's 1,216 px (the strip itself bleeds past it).
    expect(card.width * 4 + 3 * 20).toBeLessThanOrEqual(1216);
  });

  test("the story's top bar names the client beside the close button", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.getByRole("dialog", { name: "E-commerce Growth Success" });
    await expect(story).toBeVisible();
    const label = await story.evaluate((el) => getComputedStyle(el, "::before").content);
    expect(label).toContain("Case study · Larkfield Living · Home & Kitchen");
  });
});

test.describe("designer review at 1440 px", () => {
  test.use({ viewport: desktop });

  test("each service area's intro travels beside its list, below the header, and fits the screen", async ({ page }) => {
    await openHydrated(page, "/services");
    const headerBottom = (await page.locator("body header").first().boundingBox())!.height;
    // Nothing in a sticky column may be taller than the screen below the header, or its end is unreachable.
    for (const id of Object.keys(servicesIn)) {
      const intro = page.locator(`#${id}-heading`).locator("..");
      expect((await intro.boundingBox())!.height, id).toBeLessThan(desktop.height - headerBottom - 24);
    }
    const [first] = Object.keys(servicesIn);
    const list = page.locator(`#${first}-services`);
    // The list's middle at the screen's middle: the intro, far above it in the page, is still in view.
    await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // Instant: the page scrolls smoothly by default, and the checks below are for where it lands.
      window.scrollTo({ top: window.scrollY + box.top + box.height / 2 - window.innerHeight / 2, behavior: "instant" });
    });
    // It travelled: the list's top has gone up past the header…
    await expect.poll(async () => (await list.boundingBox())!.y).toBeLessThan(headerBottom);
    // …and the intro, far above it in the page, is still in view below the header.
    const box = (await page.locator(`#${first}-heading`).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box.y + box.height).toBeLessThanOrEqual(desktop.height);
  });

  test("the privacy policy's contents stay in view beside the sections, below the header", async ({ page }) => {
    await openHydrated(page, "/privacy-policy");
    const headerBottom = (await page.locator("body header").first().boundingBox())!.height;
    const toc = page.locator("nav").filter({ has: page.locator("[data-legal-toc]") });
    // Half-way down the policy, thousands of pixels below the contents' place in the page.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const box = (await toc.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box.y + box.height).toBeLessThanOrEqual(desktop.height);
  });

  test("the /resources hero card's shadow is not clipped by a mask or an ancestor's overflow", async ({ page }) => {
    await openHydrated(page, "/resources");
    const card = page.locator('[data-hero-art="resources"] > *');
    await expect(card).toBeVisible();
    // shadow-xl reaches about 20 px past the card's sides and 40 px below it.
    const clips = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const found: string[] = [];
      for (let node = el.parentElement; node && node.tagName !== "MAIN"; node = node.parentElement) {
        const style = getComputedStyle(node);
        const where = `${node.tagName.toLowerCase()}.${node.className}`;
        if (style.maskImage !== "none") found.push(`mask on ${where}`);
        if (/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) {
          const own = node.getBoundingClientRect();
          const roomy = own.left <= box.left - 24 && own.right >= box.right + 24 && own.bottom >= box.bottom + 40;
          if (!roomy) found.push(`overflow on ${where}`);
        }
      }
      return found;
    });
    expect(clips).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the impact chart keeps each label and its figure on one line", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    const rows = page.locator("[data-metric-row]");
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      const label = (await row.locator("dt").boundingBox())!;
      const figure = (await row.locator("dd > span").last().boundingBox())!;
      expect(Math.abs(label.y + label.height - (figure.y + figure.height))).toBeLessThan(4);
      expect(figure.x).toBeGreaterThan(label.x + label.width);
    }
  });

  test("the case-studies hero leaves its results out on a phone, so the featured story starts on the first screen", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    // The cards under the title say them (review shots-42: the first screen was all hero).
    await expect(page.locator('[data-hero-art="case-studies"]')).toBeHidden();
    const featured = page.locator("[data-case-study]").first();
    await expect(featured.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
    expect((await featured.boundingBox())!.y).toBeLessThan(PHONE.height * 0.75);
  });

  test("pricing compares one plan at a time on a phone, chosen in a segmented control, labels full width in two lines", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    await openComparison(page);
    const table = page.getByRole("table", { name: "Vantora Hub plans compared feature by feature" });
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    const picker = page.getByRole("group", { name: compareSection.pickerLabel });
    await expect(picker.getByRole("radio")).toHaveCount(plans.length);
    // The popular plan's column, and only it, shows first, its header beside "Feature".
    const first = (plans.find((plan) => plan.popular) ?? plans[0]!).name;
    await expect(picker.getByRole("radio", { name: first })).toBeChecked();
    await expect.poll(() => visiblePlanColumns(table)).toEqual([first]);
    const control = (await picker.boundingBox())!;
    expect(control.height).toBeGreaterThanOrEqual(40);
    expect(control.height).toBeLessThanOrEqual(44);
    // A click on a segment switches the column.
    const last = plans.at(-1)!.name;
    await picker.getByText(last, { exact: true }).click();
    await expect(picker.getByRole("radio", { name: last })).toBeChecked();
    await expect.poll(() => visiblePlanColumns(table)).toEqual([last]);
    const sla = table.getByRole("row", { name: /99\.9% uptime SLA/ });
    await expect(sla.getByRole("cell").filter({ visible: true })).toHaveText(["Included"]);
    // So do the arrow keys, natively: from the first plan to the second.
    await picker.getByText(plans[0]!.name, { exact: true }).click();
    await expect.poll(() => visiblePlanColumns(table)).toEqual([plans[0]!.name]);
    await picker.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(picker.getByRole("radio", { name: plans[1]!.name })).toBeChecked();
    await expect(picker.getByRole("radio", { name: plans[1]!.name })).toBeFocused();
    await expect.poll(() => visiblePlanColumns(table)).toEqual([plans[1]!.name]);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => visiblePlanColumns(table)).toEqual([last]);
    // Feature labels at 14 px or more, at most two lines, beside a column of about 96 px.
    for (const label of await table.locator("tbody th[scope=row]").all()) {
      const { size, lines } = await label.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return {
          size: Number.parseFloat(getComputedStyle(el).fontSize),
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size,
        };
      });
      expect(size).toBeGreaterThanOrEqual(14);
      expect(lines, (await label.textContent()) ?? "").toBeLessThanOrEqual(2);
    }
    const column = (await table.locator("thead th").filter({ visible: true }).last().boundingBox())!;
    expect(column.width).toBeGreaterThanOrEqual(90);
    expect(column.width).toBeLessThanOrEqual(110);
    expect(column.x + column.width).toBeLessThanOrEqual(PHONE.width);
    // Nothing scrolls sideways: not the page, and the table has no scroll region of its own.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole("region", { name: compareSection.caption })).toHaveCount(0);
    await expect(page.getByText("1-month free trial on every plan")).toBeVisible();
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the plan control still switches the comparison's column", async ({ page }) => {
    await page.goto("/pricing");
    // The comparison opens without script too: it is a <details>.
    await openComparison(page);
    const table = page.getByRole("table", { name: "Vantora Hub plans compared feature by feature" });
    const picker = page.getByRole("group", { name: compareSection.pickerLabel });
    const first = (plans.find((plan) => plan.popular) ?? plans[0]!).name;
    await expect.poll(() => visiblePlanColumns(table)).toEqual([first]);
    const last = plans.at(-1)!.name;
    await picker.getByText(last, { exact: true }).click();
    await expect(picker.getByRole("radio", { name: last })).toBeChecked();
    await expect.poll(() => visiblePlanColumns(table)).toEqual([last]);
  });
});

/** The plan names of the comparison's visible column headers (less "Feature"). */
function visiblePlanColumns(table: Locator) {
  return table
    .locator("thead th")
    .evaluateAll((cells) =>
      cells.slice(1).flatMap((cell) => (cell.getClientRects().length > 0 ? [cell.textContent ?? ""] : [])),
    );
}

for (const viewport of [PHONE, desktop]) {
  test(`the story's close button sits in an opaque bar that the story scrolls under at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.getByRole("dialog", { name: "E-commerce Growth Success" });
    await expect(story).toBeVisible();
    const close = story.getByRole("button", { name: "Close case study" });
    for (const fraction of [0.3, 0.6, 1]) {
      await story.evaluate((el, f) => {
        el.scrollTop = el.scrollHeight * f;
      }, fraction);
      const bar = await story.evaluate((el) => {
        const style = getComputedStyle(el, "::before");
        return { position: style.position, height: Number.parseFloat(style.height), ground: style.backgroundColor };
      });
      expect(bar.position).toBe("sticky");
      expect(bar.ground).toBe("rgb(255, 255, 255)");
      const button = (await close.boundingBox())!;
      expect(button.y + button.height, `${fraction}`).toBeLessThanOrEqual(bar.height);
      await expect(close).toBeInViewport({ ratio: 1 });
    }
  });
}

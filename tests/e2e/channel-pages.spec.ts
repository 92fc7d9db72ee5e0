import { integrationPageSlugs } from "~/content/integrations/slugs";
import { expect, hydrated, test } from "./fixtures";

// The channel pages' second design pass (issue #27): what the review found mechanical enough to
// check — the hero's second action stays a button on a phone, Amazon's trust content is one band,
// the channel pages end in their own closing band, and /integrations shows the product's Channels
// screen.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test("every channel page but Amazon links to pricing and all integrations from its hero", async ({ page }) => {
    for (const slug of integrationPageSlugs.filter((s) => s !== "amazon")) {
      await page.goto(`/integrations/${slug}`);
      const links = page.locator(`section[data-integration-name='${slug}'] [data-hero-links]`);
      await expect(links.getByRole("link", { name: "View Pricing" }), slug).toBeInViewport();
      await expect(links.getByRole("link", { name: "View All Integrations" }), slug).toBeInViewport();
    }
  });

  for (const slug of ["amazon", "walmart", "ebay", "shopify", "etsy", "tiktok-shop"]) {
    test(`/integrations/${slug}: both hero actions are buttons, not a bare text link`, async ({ page }) => {
      await page.goto(`/integrations/${slug}`);
      await hydrated(page);
      const actions = page.locator(`section[data-integration-name='${slug}'] [data-hero-buttons] a:visible`);
      await expect(actions).toHaveCount(2);
      for (const action of await actions.all()) {
        const look = await action.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            framed: Number.parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== "rgba(0, 0, 0, 0)",
            underlined: style.textDecorationLine.includes("underline"),
            height: el.getBoundingClientRect().height,
          };
        });
        expect(look).toEqual({ framed: true, underlined: false, height: 48 });
      }
      // Under 480 px the pair stacks: both full width, 12 px apart, never a ragged wrap.
      const row = page.locator(`section[data-integration-name='${slug}'] [data-hero-buttons]`);
      const rowWidth = (await row.boundingBox())!.width;
      const [first, second] = await Promise.all((await actions.all()).map(async (a) => (await a.boundingBox())!));
      expect(first!.width).toBeCloseTo(rowWidth, 0);
      expect(second!.width).toBeCloseTo(rowWidth, 0);
      expect(second!.y - (first!.y + first!.height)).toBeCloseTo(12, 0);
    });
  }

  // Fix round 4: no section lead is set larger than the hero's lead, and the bands keep one
  // 48 px rhythm on a phone (the shared 64 px read loose there).
  for (const path of ["/integrations", "/integrations/target", "/integrations/etsy", "/integrations/walmart"]) {
    test(`${path}: section leads sit under the hero lead; bands pad 48 px`, async ({ page }) => {
      await page.goto(path);
      const look = await page.evaluate(() => {
        const px = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
        // A lead's text may sit in a block span that carries its size.
        const leadSize = (p: Element) => px(p.querySelector(":scope > span.block") ?? p);
        const h1 = document.querySelector("main h1")!;
        const heroLead = [...h1.closest("section")!.querySelectorAll("p")].find(
          (p) => h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING,
        )!;
        const leads = [...document.querySelectorAll("main h2")].flatMap((h2) => [
          ...h2.parentElement!.querySelectorAll(":scope > h2 ~ p"),
        ]);
        const bands = [...document.querySelectorAll("main section")].filter(
          (s) => !s.parentElement!.closest("section") && !s.matches("[data-closing-cta]:not([data-family=channel])"),
        );
        return {
          hero: leadSize(heroLead),
          leads: leads.map(leadSize),
          // A band whose night ground is an inner block (the closing band under its reasons' card) pads there.
          pads: bands.map((s) => getComputedStyle(s.querySelector("[data-band-ground]") ?? s).paddingBottom),
        };
      });
      // The hero's lead is 16 px on a phone (round 70: the channel's screen on the first screen).
      expect(look.hero).toBe(path === "/integrations" ? 18 : 16);
      expect(look.leads.length).toBeGreaterThan(0);
      for (const lead of look.leads) expect(lead).toBeLessThanOrEqual(look.hero);
      expect(look.pads.length).toBeGreaterThan(2);
      expect(new Set(look.pads)).toEqual(new Set(["48px"]));
    });
  }

  test("the Amazon sample tables fit the panel, their status column in view", async ({ page }) => {
    await page.goto("/integrations/amazon");
    await page.locator("section[aria-labelledby='screenshots-heading'] summary").click();
    const tables = page.getByRole("region", { name: /^Sample data:/ });
    await expect(tables).toHaveCount(5);
    for (const table of await tables.all()) {
      await table.scrollIntoViewIfNeeded();
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect([2, 3]).toContain(await table.getByRole("columnheader").count());
    }
    const inventory = tables.first();
    // "Fulfillable", not "FBA Fulfillable": the tile above says FBA, and the head keeps to one line.
    await expect(inventory.getByRole("columnheader")).toHaveText(["SKU", "Fulfillable", "Status"], {
      useInnerText: true,
    });
    const box = (await inventory.boundingBox())!;
    const status = (await inventory.getByRole("cell", { name: "Restock" }).boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(box.x + box.width);
    // The dropped columns come back as a 12 px muted line under each SKU, so "Restock" keeps its reason.
    const restockRow = inventory.getByRole("row").filter({ hasText: "Restock" });
    const note = restockRow.getByText("6 days cover · 0 inbound", { exact: true });
    await expect(note).toBeVisible();
    expect(await note.evaluate((el) => getComputedStyle(el).fontSize)).toBe("12px");
    const sku = (await restockRow.getByText("VT-CB-1204-GRY", { exact: true }).boundingBox())!;
    const line = (await note.boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(sku.y + sku.height - 1);
    expect(line.x + line.width).toBeLessThanOrEqual(box.x + box.width);
  });

  test("/integrations: each channel card is a compact row with its mark, name, one line and a chevron", async ({
    page,
  }) => {
    await page.goto("/integrations");
    const cards = page.getByRole("main").getByRole("link", { name: /Explore the .* integration/ });
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(100);
      const mark = (await card.locator("[data-channel-mark]").boundingBox())!;
      expect(mark.width).toBe(40);
      const tagline = card.locator("h4 + p");
      await expect(tagline).toBeVisible();
      const lineHeight = await tagline.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect((await tagline.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      // The long description and the "Explore" line are for wider screens (the words stay the link's name).
      expect((await card.locator("[data-card-link]").boundingBox())!.width).toBeLessThanOrEqual(1);
    }
  });

  test("/integrations: from 640 px each card's arrow follows the last word of its link line", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/integrations");
    const links = page.locator("[data-card-link]");
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    for (const link of await links.all()) {
      const gap = await link.evaluate((el) => {
        const arrow = el.querySelector("svg")!.getBoundingClientRect();
        const word = el.querySelector("span")!.firstChild!;
        const range = document.createRange();
        range.selectNodeContents(word);
        const rects = range.getClientRects();
        const last = rects[rects.length - 1]!;
        return { x: arrow.left - last.right, y: Math.abs(arrow.top + arrow.height / 2 - (last.top + last.height / 2)) };
      });
      expect(gap.x).toBeGreaterThanOrEqual(0);
      expect(gap.x).toBeLessThanOrEqual(8);
      expect(gap.y).toBeLessThanOrEqual(4);
    }
  });
});

test("the card pages' heading row carries the API chip and how every connection works", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/integrations/etsy");
  const block = page.locator("section[aria-labelledby='channel-cards-heading']");
  await expect(block.getByText("Official API connection")).toBeVisible();
  // The sheet runs the content's full width under the heading row: no half-empty heading column.
  const heading = (await block.getByRole("heading", { level: 2 }).boundingBox())!;
  const sheet = (await block.locator("ol").boundingBox())!;
  expect(sheet.y).toBeGreaterThan(heading.y + heading.height);
  expect(sheet.width).toBeGreaterThan(1100);
  await expect(block.getByRole("link", { name: "How every connection works" })).toHaveAttribute(
    "href",
    /^\/integrations#/,
  );
});

// The Walmart, eBay and Shopify heroes' one picture: tests/e2e/look-channels-round70.spec.ts.

for (const slug of ["ebay", "walmart"]) {
  test(`/integrations/${slug} at 1440: the screen's table has no band of dead space between columns`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/integrations/${slug}`);
    const table = page.locator(`section[data-integration-name='${slug}'] table`);
    const { gaps, tail } = await table.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      const gaps: number[] = [];
      let tail = 0;
      for (const row of el.querySelectorAll("tbody tr")) {
        // Columns left out in the hero's right column are not drawn.
        const cells = [...row.querySelectorAll("td")].filter((td) => td.checkVisibility());
        const boxes = cells.map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect();
        });
        for (let i = 1; i < boxes.length; i++) gaps.push(boxes[i]!.left - boxes[i - 1]!.right);
        tail = Math.max(tail, right - boxes[boxes.length - 1]!.right);
      }
      return { gaps, tail };
    });
    // No gap between one cell's words and the next is a dead band, nor after the last.
    expect(Math.max(...gaps)).toBeLessThanOrEqual(180);
    expect(tail).toBeLessThanOrEqual(160);
  });
}

test("Home Depot's hero title keeps to three lines at 1440, and its screen's verdict inside the chosen option", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/integrations/home-depot");
  const h1 = page.getByRole("heading", { level: 1 });
  const lines = await h1.evaluate((el) => {
    const style = getComputedStyle(el);
    return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
  expect(lines).toBe(3);
  // The chosen option's name keeps one line; its "Chosen" verdict sits inside the card, under the
  // name with clear space, never on the card's border.
  const option = page.locator("[data-channel-view='choice'] li").filter({ hasText: "LTL freight, liftgate" });
  const name = (await option.getByText("LTL freight, liftgate", { exact: true }).boundingBox())!;
  expect(name.height).toBeLessThanOrEqual(22);
  const chosen = option.getByText("Chosen", { exact: true });
  await expect(chosen).toBeVisible();
  const pill = (await chosen.boundingBox())!;
  const card = (await option.boundingBox())!;
  expect(pill.y).toBeGreaterThanOrEqual(name.y + name.height + 2);
  expect(pill.y).toBeGreaterThan(card.y + 8);
  expect(pill.x + pill.width).toBeLessThan(card.x + card.width - 8);
  await expect(page.getByText("Too large for parcel", { exact: true })).toBeVisible();
});

test("the Amazon inventory table tells Overstock (violet) from Restock (amber)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/integrations/amazon");
  const inventory = page.getByRole("region", { name: /^Sample data:/ }).first();
  const bg = (name: string) =>
    inventory
      .getByRole("cell", { name })
      .locator("span")
      .first()
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  // Tailwind's violet-100 and violet-700 (its palette is oklch): a violet hue, not the amber of Restock.
  const [overBg, overText] = await bg("Overstock");
  expect(overBg).toMatch(/^oklch\(0\.9\d+ [\d.]+ 29\d/);
  expect(overText).toMatch(/^oklch\(0\.4\d+ [\d.]+ 29\d/);
  expect((await bg("Restock"))[0]).not.toBe(overBg);
});

test("Target's and Etsy's hero tiles say something the screen does not already say", async ({ page }) => {
  await page.goto("/integrations/target");
  const target = page.locator("section[data-integration-name='target'] figure dl");
  await expect(target.locator("dt")).toHaveText(["Variants ready", "Attributes filled", "Target review"]);
  await expect(page.locator("section[data-integration-name='target'] figure").getByText(/checks passed/)).toHaveCount(
    1,
  );
  await page.goto("/integrations/etsy");
  const etsy = page.locator("section[data-integration-name='etsy'] figure");
  // The engraving is named once, in the timeline, never as a bare stat.
  await expect(etsy.getByText(/TESS/)).toHaveCount(1);
  await expect(etsy.locator("dd").filter({ hasText: "TESS" })).toHaveCount(0);
});

test("Amazon's badges, data handling and security are one band, with all twelve badges", async ({ page }) => {
  await page.goto("/integrations/amazon");
  const band = page.locator("section[aria-labelledby='badges-heading']");
  await expect(band.getByRole("heading", { level: 2 })).toHaveText("Built to Amazon's Data-Protection Standards");
  await expect(band.getByRole("heading", { level: 3, name: "How We Handle Your Amazon Data" })).toBeVisible();
  await expect(band.getByRole("heading", { level: 3, name: "Security Built Into Every Connection" })).toBeVisible();
  await expect(band.locator("ul").first().locator("li")).toHaveCount(12);
  await expect(band.getByRole("heading", { level: 4 })).toHaveCount(8);
});

test("every channel page ends in its closing band: a violet glow, the channel's colour in its accent", async ({
  page,
}) => {
  const glows = new Set<string>();
  const accents = new Set<string>();
  for (const slug of integrationPageSlugs) {
    await page.goto(`/integrations/${slug}`);
    const closing = page.locator("main section").last();
    await expect(closing).toHaveAttribute("data-closing-cta", "");
    await expect(closing).toHaveAttribute("aria-labelledby", "channel-cta-heading");
    glows.add(await closing.locator("[data-closing-glow]").evaluate((el) => getComputedStyle(el).backgroundColor));
    accents.add(
      await closing
        .locator("span.bg-gradient-to-r")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundImage),
    );
  }
  // One brand-violet glow everywhere (a channel colour blurred into indigo read as brown).
  expect([...glows]).toHaveLength(1);
  // Twelve channels over the site's eight channel colours: at least six different accents.
  expect(accents.size).toBeGreaterThanOrEqual(6);
});

test("/integrations shows the Channels screen with every overview channel, captioned once", async ({ page }) => {
  await page.goto("/integrations");
  const caption = "The Channels screen of Vantora Hub, with fictional data.";
  const screen = page.getByRole("figure", { name: caption });
  await expect(screen).toBeVisible();
  await expect(page.getByText(caption, { exact: true })).toHaveCount(1);
  await expect(screen.getByRole("rowheader")).toHaveText([
    "Amazon",
    "Walmart",
    "eBay",
    "Shopify",
    "Google Shopping",
    "Facebook Marketplace",
    "Houzz",
    "Temu",
  ]);
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px every Amazon sample table fits its panel, no column cut at the edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/integrations/amazon");
    const tables = page.getByRole("region", { name: /^Sample data:/ });
    await expect(tables).toHaveCount(5);
    for (const table of await tables.all()) {
      await expect(table).toBeVisible();
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    // A hyphenated title ("Reusable Produce Bags, 3-Pack") wraps between words, never at its hyphen.
    const pack = page.getByRole("cell", { name: "Reusable Produce Bags, 3-Pack" }).locator("span.whitespace-nowrap");
    await expect(pack).toHaveText("3-Pack");
  });
}

// Houzz and Home Depot once reused the shared line drawings (pictures/product-art.tsx); their
// pictures now draw their own scene: a room photo and a dimension drawing.
test("Houzz and Home Depot draw their own scenes, not the shared product line drawings", async ({ page }) => {
  for (const slug of ["houzz", "home-depot"]) {
    await page.goto(`/integrations/${slug}`);
    const figure = page.locator("section[aria-labelledby='channel-scene-heading'] figure");
    await expect(figure.locator("svg[viewBox='0 0 120 90']"), slug).toHaveCount(0);
    expect((await figure.locator("svg").first().boundingBox())!.width, slug).toBeGreaterThan(240);
  }
});

test("the overview's Temu row and the Temu page tell the same allocation", async ({ page }) => {
  await page.goto("/integrations");
  const row = page.getByRole("row").filter({ hasText: "Temu" });
  await expect(row.getByText("Capped at 400 units")).toBeVisible();
  await page.goto("/integrations/temu");
  const picture = page.locator("section[aria-labelledby='channel-scene-heading'] figure");
  await expect(picture.getByText("2,100 units in the Northwind warehouse")).toBeVisible();
  await expect(picture.getByText("Temu · 400", { exact: true })).toBeVisible();
});

test.describe("channel marks in small tiles (review 75)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("eBay's wordmark is at least 32 px wide in every tile: hero eyebrow, title bars, Shopify's fan-out", async ({
    page,
  }) => {
    for (const [path, least] of [
      ["/integrations/ebay", 3],
      ["/integrations/shopify", 1],
    ] as const) {
      await page.goto(path);
      const marks = page.locator("[data-channel-mark] img[data-brand-mark='ebay']");
      expect(await marks.count(), path).toBeGreaterThanOrEqual(least);
      for (const mark of await marks.all()) {
        await mark.scrollIntoViewIfNeeded();
        if (!(await mark.isVisible())) continue;
        expect((await mark.boundingBox())!.width, path).toBeGreaterThanOrEqual(32);
        // The tile grows around the wordmark rather than the mark overflowing it.
        const tile = (await mark.locator("xpath=..").boundingBox())!;
        expect(tile.width).toBeGreaterThan((await mark.boundingBox())!.width);
      }
    }
  });

  test("Home Depot's mark is a crisp glyph: an orange square, white letters upright, no strokes", async ({ page }) => {
    const svg = await (await page.request.get("/brands/home-depot.svg")).text();
    expect(svg).toContain('fill="#F96302"');
    expect(svg).toContain('fill="#fff"');
    expect(svg).not.toMatch(/rotate|stroke/);
    await page.goto("/integrations/home-depot");
    const eyebrow = page.locator("section[data-integration-name='home-depot'] p:has(+ h1) img[data-brand-mark]");
    await expect(eyebrow).toBeVisible();
    expect(await eyebrow.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, openPhoneChartTable, PHONE, rowsInFirstScreen, searchSubmissions, signIn, test } from "./fixtures";

// Issue #27, review round 52: at 1440 one row of status chips (not a 3 × 2 grid of tiles) and a
// compact chart card, so ten leads fit the first screen; on a phone the week chart is a slim
// strip above the list that unfolds in place; the chart table's heads are upright; an opened
// lead's four facts share one caption style and its "Lead #" line has even gaps.

const tag = `r52${Date.now().toString(36)}`;
const name = "Noor Fiftytwo";
/** Four leads of this run, one per desk status, found together by this word in their message. */
const pillTag = `pills${Date.now().toString(36)}`;

test.beforeAll(() => {
  const db = new Database(process.env.E2E_DB_FILE!);
  db.pragma("busy_timeout = 5000");
  try {
    // A worker runs beforeAll again when it comes back to this file (tests, not files, are shared
    // out): seed once, or a search for this run's words finds its leads twice.
    if (db.prepare("select 1 from contact_submissions where email = ?").get(`${tag}@example.com`)) return;
    const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into contact_submissions (first_name, last_name, email, company, service, message, product_link,
           contact_method, created_at, utm_source, utm_medium, utm_campaign, captured_with, landing_page, sent_from,
           status, status_changed_at, status_changed_by, note, lead_key)
         values ('Noor', 'Fiftytwo', ?, 'Fifty Goods', 'Pricing: Professional', ?, 'https://www.amazon.com/dp/B0R52TEST',
           'Video call', ?, 'google', 'cpc', 'brand-search', 'javascript', '/pricing', '/pricing', 'qualified', ?,
           'admin@example.com', 'Call back on Friday.', ?)`,
      )
      .run(`${tag}@example.com`, `Seeded ${tag}`, at, new Date().toISOString(), crypto.randomUUID());
    db.prepare(
      `insert into lead_notifications (submission_id, channel, attempts, next_attempt_at, sent_at, created_at)
       values (?, 'email', 1, ?, ?, ?)`,
    ).run(lastInsertRowid, at, at, at);
    // Twelve more, a day old or more, so the list is longer than the first screen however it runs.
    const filler = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, service, message, created_at, lead_key)
       values (?, 'Filler', ?, 'Filler Goods', 'Marketplace Management', ?, ?, ?)`,
    );
    for (let i = 0; i < 12; i++)
      filler.run(
        `Row${i}`,
        `filler${Date.now().toString(36)}-${i}@example.com`,
        `Seeded filler ${i}`,
        new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
        crypto.randomUUID(),
      );
    const pill = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, message, created_at, status, lead_key)
       values (?, 'Pill', ?, 'Pill Goods', ?, ?, ?, ?)`,
    );
    for (const status of ["new", "contacted", "qualified", "closed"])
      pill.run(status, `${pillTag}-${status}@example.com`, `Seeded ${pillTag}`, at, status, crypto.randomUUID());
  } finally {
    db.close();
  }
});

/** An oklch() colour's chroma and hue, as the browser computes Tailwind's colours. */
const oklch = (el: Locator, property: "backgroundColor" | "color") =>
  el.evaluate((node, p) => {
    const [, c, h] = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(getComputedStyle(node)[p])?.slice(1).map(Number) ?? [];
    return { chroma: c ?? 0, hue: h ?? 0 };
  }, property);

test("at 1440 the statuses are one row of 36 px chips under the search, and nine leads fit the first screen", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByTestId("submission").nth(10)).toBeVisible();
  await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toBeVisible();
  await page.screenshot({ path: info.outputPath("round52-desk-1440.png") });
  // Ten in round 52; nine since round 53 gave the chart card's plot its whole width and height.
  expect(await rowsInFirstScreen(page)).toBeGreaterThanOrEqual(9);

  const filter = page.getByTestId("status-filter");
  const chips = filter.getByRole("button");
  await expect(chips).toHaveCount(6);
  await expect(chips.first()).toHaveText(/^All leads/);
  const boxes = await chips.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  const search = (await page.getByRole("searchbox", { name: "Search submissions" }).boundingBox())!;
  const chart = (await page.getByTestId("leads-chart").boundingBox())!;
  for (const box of boxes) {
    // One row, 36 px tall, directly under the search, left of the chart card.
    expect(Math.round(box.height)).toBe(36);
    expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x);
  }
  expect(boxes[0]!.y).toBeGreaterThanOrEqual(search.y + search.height);
  expect(boxes[0]!.y - (search.y + search.height)).toBeLessThanOrEqual(24);

  // Each status has a 6 px dot in the hue of its pill in the rows (a lead of each status listed);
  // "All leads" has none.
  await searchSubmissions(page, pillTag);
  const rows = page.getByTestId("submission");
  await expect(rows).toHaveCount(4);
  for (const status of ["new", "contacted", "qualified", "closed"] as const) {
    const chip = chips.filter({ hasText: new RegExp(`^${status}`, "i") });
    const dot = chip.locator("span[aria-hidden]").first();
    const size = (await dot.boundingBox())!;
    expect(Math.round(size.width)).toBe(6);
    expect(Math.round(size.height)).toBe(6);
    const pill = rows
      .and(page.locator(`[data-status=${status}]`))
      .first()
      .getByText(new RegExp(`^${status}$`, "i"));
    const [dotColour, pillColour] = [await oklch(dot, "backgroundColor"), await oklch(pill, "color")];
    if (pillColour.chroma > 0.05) expect(Math.abs(dotColour.hue - pillColour.hue)).toBeLessThanOrEqual(15);
    else expect(dotColour.chroma).toBeLessThanOrEqual(0.05);
  }
  await expect(chips.first().locator("span[aria-hidden]")).toHaveCount(0);

  // A filter still: pressed state, and the keyboard (Enter, Space) chooses.
  const newChip = chips.filter({ hasText: /^New/ });
  await newChip.focus();
  await page.keyboard.press("Enter");
  await expect(newChip).toHaveAttribute("aria-pressed", "true");
  await expect(chips.first()).toHaveAttribute("aria-pressed", "false");
  await expect(rows.first()).toHaveAttribute("data-status", "new");
  await chips.first().focus();
  await page.keyboard.press("Space");
  await expect(chips.first()).toHaveAttribute("aria-pressed", "true");
});

test("on a phone the chart is a slim strip above the list that unfolds the chart in place", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const rows = page.getByTestId("submission");
  await expect(rows.nth(4)).toBeVisible();
  const strip = page.getByTestId("leads-chart-strip");
  const chart = page.getByTestId("leads-chart");
  await expect(strip).toBeVisible();
  await page.screenshot({ path: info.outputPath("round52-desk-375.png") });

  // Folded: 48-56 px, between the chips and the list; four leads still whole in the first screen.
  await expect(strip).toHaveAttribute("aria-expanded", "false");
  await expect(chart).toBeHidden();
  const box = (await strip.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeLessThanOrEqual(56);
  const chips = (await page.getByTestId("status-filter").boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(chips.y + chips.height);
  expect(box.y + box.height).toBeLessThanOrEqual((await rows.first().boundingBox())!.y);
  expect(await rowsInFirstScreen(page)).toBeGreaterThanOrEqual(4);
  // The chart's own summary ("36 leads · most from Google"), named as the chart, a 12-week sparkline.
  const summary = (await chart.getByTestId("leads-chart-summary").textContent())!;
  expect(summary).toMatch(/^\d+ leads? · most from \S/);
  await expect(strip).toHaveAccessibleName(`Leads per week: ${summary}`);
  const sparkline = strip.getByTestId("leads-sparkline");
  await expect(sparkline).toHaveAttribute("aria-hidden", "true");
  await expect(sparkline.locator("rect")).toHaveCount(12);
  // The strip replaces the old "Weekly chart" jump.
  await expect(page.getByRole("button", { name: "Weekly chart" })).toHaveCount(0);

  // Unfolded in place: the chart between the strip and the list; the keyboard folds it again.
  await strip.click();
  await expect(strip).toHaveAttribute("aria-expanded", "true");
  await expect(chart.locator("svg[role=img]")).toBeVisible();
  const card = (await chart.boundingBox())!;
  expect(card.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(card.y + card.height).toBeLessThanOrEqual((await rows.first().boundingBox())!.y);
  await page.screenshot({ path: info.outputPath("round52-chart-375.png") });
  await strip.focus();
  await page.keyboard.press("Enter");
  await expect(strip).toHaveAttribute("aria-expanded", "false");
  await expect(chart).toBeHidden();
});

test("on a phone the chart's table heads its sources with swatches, and its last week is not cut off", async ({
  page,
}, info) => {
  const { chart, table } = await openPhoneChartTable(page);

  // Review 55: every source's head is its 12 px swatch alone, named in full (spoken and its title),
  // the figures centred under it; "Week of" and "Total" keep their words at 12 px or more.
  const legend = await chart.getByRole("list", { name: "Sources" }).getByRole("listitem").allTextContents();
  expect(legend.length).toBeGreaterThan(1);
  const firstRow = table.locator("tbody tr").first();
  for (const item of legend) {
    const source = item.replace(/ \d+(?: of \d+)?$/, "");
    const head = table.getByRole("columnheader", { name: source, exact: true });
    await expect(head).toHaveAttribute("title", source);
    const [swatch, box] = [(await head.locator("svg").boundingBox())!, (await head.boundingBox())!];
    expect(Math.round(swatch.width)).toBe(12);
    expect(Math.round(swatch.height)).toBe(12);
    const index = await head.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    // Centred over the figures: the swatch's centre is the centre of its column's cells' content.
    const figures = await firstRow
      .locator("th, td")
      .nth(index)
      .evaluate((td) => {
        const r = td.getBoundingClientRect();
        const { paddingLeft, paddingRight, textAlign } = getComputedStyle(td);
        return {
          centre:
            r.x +
            Number.parseFloat(paddingLeft) +
            (r.width - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight)) / 2,
          textAlign,
        };
      });
    expect(figures.textAlign).toBe("center");
    expect(Math.abs(swatch.x + swatch.width / 2 - figures.centre)).toBeLessThanOrEqual(1.5);
    expect(box.width).toBeGreaterThanOrEqual(swatch.width);
  }
  for (const words of ["Week of", "Total"]) {
    const head = table.getByRole("columnheader", { name: words, exact: true });
    await expect(head).toHaveText(words);
    expect(Number.parseFloat(await head.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
  }

  // The last week's row is inside its scroll region and the card, its whole height: no height
  // clamps the table (more sources than fit scroll it sideways, never up and down).
  const last = table.locator("tbody tr").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const region = table.locator("..");
  const [row, box, card] = [(await last.boundingBox())!, (await region.boundingBox())!, (await chart.boundingBox())!];
  expect(row.y + row.height).toBeLessThanOrEqual(box.y + box.height);
  expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
  expect(await region.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  // When more sources than fit make it scroll sideways, the keyboard can reach it.
  await expect(region).toHaveAttribute("tabindex", "0");
  await chart.screenshot({ path: info.outputPath("round52-chart-table-375.png") });
  expect((await new AxeBuilder({ page }).include('[data-testid="leads-chart"]').analyze()).violations).toEqual([]);
});

test("at 1440 an opened lead: a white status key beside the indigo Reply, four facts as captions, an even meta line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await searchSubmissions(page, tag);
  const row = page.getByTestId("submission").filter({ hasText: `${tag}@example.com` });
  await expect(row.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "true");

  // The pressed status is a white key on the grey track; Reply is the one solid indigo.
  const pressed = row.getByRole("group", { name: `Status of the lead from ${name}` }).getByRole("button", {
    pressed: true,
  });
  await expect(pressed).toHaveText("✓Qualified");
  await expect(pressed).toHaveCSS("background-color", "rgb(255, 255, 255)");
  const reply = await oklch(row.getByRole("link", { name: `Reply to ${name} by e-mail` }), "backgroundColor");
  expect(reply.chroma).toBeGreaterThan(0.1);
  expect(Math.abs(reply.hue - 275)).toBeLessThanOrEqual(10);

  // Source, Delivery, Product and Preferred contact: one caption style, as a 2 × 2 grid.
  const facts = await row.locator("dl > div").evaluateAll((nodes) =>
    nodes.map((n) => {
      const [dt, dd] = [n.querySelector("dt")!, n.querySelector("dd")!];
      const [t, d] = [dt.getBoundingClientRect(), dd.getBoundingClientRect()];
      const style = getComputedStyle(dt);
      return {
        label: dt.textContent,
        x: Math.round(t.x),
        y: Math.round(t.y),
        under: d.y >= t.bottom - 1 && Math.round(d.x) === Math.round(t.x),
        font: `${style.fontSize} ${style.fontWeight}`,
      };
    }),
  );
  expect(facts.map((f) => f.label)).toEqual(["Source:", "Delivery:", "Product:", "Preferred contact:"]);
  for (const fact of facts) {
    expect(fact.under).toBe(true);
    expect(fact.font).toBe(facts[0]!.font);
  }
  expect(facts[0]!.font).toMatch(/^12px /);
  const [source, delivery, product, contact] = facts as [(typeof facts)[0], ...typeof facts];
  expect(delivery!.y).toBe(source.y);
  expect(contact!.y).toBe(product!.y);
  expect(product!.y).toBeGreaterThan(source.y);
  expect(product!.x).toBe(source.x);
  expect(contact!.x).toBe(delivery!.x);
  expect(delivery!.x).toBeGreaterThan(source.x);

  // "Lead #N ⧉ · Received …": the gaps either side of the copy icon and of the dot within 2 px.
  const gaps = await row.getByTestId("lead-reference").evaluate((p) => {
    const [lead, , , dot, received] = [...p.children] as HTMLElement[];
    const ink = [...p.querySelectorAll("button svg > *")].map((el) => el.getBoundingClientRect());
    const icon = { left: Math.min(...ink.map((r) => r.left)), right: Math.max(...ink.map((r) => r.right)) };
    const box = (el: HTMLElement | undefined) => el!.getBoundingClientRect();
    return [icon.left - box(lead).right, box(dot).left - icon.right, box(received).left - box(dot).right];
  });
  expect(Math.max(...gaps) - Math.min(...gaps), `gaps ${gaps.map((g) => g.toFixed(1)).join(", ")}`).toBeLessThanOrEqual(
    2,
  );
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);

  // The internal note: the facts' 12 px caption over it (no inline bold label), "Edit note" on
  // the caption's line at the right, the note under the caption.
  const note = row.getByTestId("lead-note");
  const caption = note.getByText(/^Internal note:?$/);
  await expect(caption).toHaveCSS("font-size", "12px");
  expect(await caption.evaluate((el) => getComputedStyle(el).font)).toBe(
    await row
      .locator("dl dt")
      .first()
      .evaluate((el) => getComputedStyle(el).font),
  );
  const edit = note.getByRole("button", { name: "Edit note" });
  const [c, e, body] = [
    (await caption.boundingBox())!,
    (await edit.boundingBox())!,
    (await note.getByText("Call back on Friday.").boundingBox())!,
  ];
  expect(Math.abs(c.y + c.height / 2 - (e.y + e.height / 2))).toBeLessThanOrEqual(2);
  expect(e.x).toBeGreaterThan(c.x + c.width);
  expect(body.y).toBeGreaterThanOrEqual(c.y + c.height);
  expect(Math.round(body.x)).toBe(Math.round(c.x));
});

test("on a phone the unfolded chart is one card with the strip: one summary, no second head", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const fold = page.getByTestId("leads-chart-fold");
  const strip = page.getByTestId("leads-chart-strip");
  const chart = page.getByTestId("leads-chart");
  const sparkline = strip.getByTestId("leads-sparkline");
  await expect(sparkline).toBeVisible();
  const [chevron, spark] = [(await strip.locator("svg").last().boundingBox())!, (await sparkline.boundingBox())!];
  await strip.click();
  await expect(chart.locator("svg[role=img]")).toBeVisible();

  // The chart right under the strip, inside the strip's own card, a 1 px slate-200 hairline between.
  const [card, head, body] = [(await fold.boundingBox())!, (await strip.boundingBox())!, (await chart.boundingBox())!];
  expect(Math.abs(body.y - (head.y + head.height))).toBeLessThanOrEqual(1);
  expect(body.y + body.height).toBeLessThanOrEqual(card.y + card.height);
  expect(body.x).toBeGreaterThanOrEqual(card.x);
  // Tailwind's slate-200 (#e2e8f0), as the browser computes it.
  await expect(chart).toHaveCSS("border-top", /^1px solid oklch\(0\.929 0\.013 255/);
  await expect(chart).toHaveCSS("box-shadow", "none");
  // One summary (the strip's); the title only spoken, still naming the chart.
  await expect(fold.getByText(/^\d+ leads? · most from \S/).filter({ visible: true })).toHaveCount(1);
  await expect(chart.getByTestId("leads-chart-summary")).toBeHidden();
  await expect(page.getByRole("region", { name: "Leads per week" })).toBeVisible();
  const title = (await chart.getByRole("heading", { name: "Leads per week" }).boundingBox())!;
  expect(title.width * title.height).toBeLessThanOrEqual(1);
  // The sparkline gives way to the chart but keeps its room: the chevron does not move.
  await expect(sparkline).toBeHidden();
  expect((await sparkline.boundingBox())?.width ?? spark.width).toBe(spark.width);
  // (Within 3 px: with other journeys' long source names in the summary, its text re-wraps by a
  // couple of pixels as the chart opens; a chevron that gave way would move by its own width.)
  // (Once it has turned: mid-turn its box is wider.)
  await strip
    .locator("svg")
    .last()
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  expect(Math.abs((await strip.locator("svg").last().boundingBox())!.x - chevron.x)).toBeLessThanOrEqual(3);
});

/** The chart card, its table's panel and the first lead row, at the top of the page. */
async function openTablePanel(page: Page) {
  const chart = page.getByTestId("leads-chart");
  // From 1024 px the toggle is a 28 px table icon in the card's head, its label its name.
  const toggle = chart.locator("summary");
  await toggle.click();
  const panel = chart.getByTestId("table-popover");
  await expect(panel.getByTestId("leads-table")).toBeVisible();
  return { chart, toggle, panel };
}

for (const width of [1024, 1440])
  test(`at ${width} the chart's table opens as a panel over the list: the card and the leads stay put`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await expect(page.getByTestId("submission").nth(8)).toBeVisible();
    const chart = page.getByTestId("leads-chart");
    await expect(chart.locator("svg[role=img]")).toBeVisible();
    const firstRow = page.getByTestId("submission").first();
    const [rowBefore, cardBefore] = [(await firstRow.boundingBox())!, (await chart.boundingBox())!];
    const leadsBefore = await rowsInFirstScreen(page);

    const { toggle, panel } = await openTablePanel(page);
    await page.screenshot({ path: info.outputPath(`round52-chart-table-${width}.png`) });
    // The list does not move, the card keeps its height, the same leads fit the first screen.
    expect((await firstRow.boundingBox())!.y).toBe(rowBefore.y);
    expect((await chart.boundingBox())!.height).toBe(cardBefore.height);
    expect(await rowsInFirstScreen(page)).toBe(leadsBefore);

    // A white panel with a 12 px radius under the card, its right edge the card's, so it grows
    // leftward over the list and stays inside the content column (review 55b), ~520 px where the
    // page has room; a 1 px slate-200 border and a 0 12px 32px shadow set it above the rows.
    const [box, under] = [(await panel.boundingBox())!, (await toggle.boundingBox())!];
    expect(Math.abs(box.x + box.width - (cardBefore.x + cardBefore.width))).toBeLessThanOrEqual(1);
    const column = (await page.getByRole("heading", { name: "Contact submissions" }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(column.x);
    await expect(panel).toHaveCSS("border-top", /^1px solid oklch\(0\.929 0\.013 255/);
    await expect(panel).toHaveCSS("box-shadow", /rgba\(15, 23, 42, 0\.12\) 0px 12px 32px 0px/);
    expect(box.width).toBeGreaterThanOrEqual(width >= 1440 ? 500 : cardBefore.width);
    expect(box.width).toBeLessThanOrEqual(540);
    expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
    expect(box.y).toBeGreaterThanOrEqual(cardBefore.y + cardBefore.height);
    expect(Math.round(under.width)).toBe(28);
    expect(Math.round(under.height)).toBe(28);
    await expect(panel).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(panel).toHaveCSS("border-radius", "12px");
    // The page never scrolls sideways (a table with more sources than the panel holds scrolls
    // inside it, its hidden names too).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const onTop = await panel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.bottom - 12));
    });
    expect(onTop).toBe(true);

    // Inside: a real table; whole source names, each after its 8 × 8 swatch on one line; 13 px
    // text in rows of about 32 px.
    const table = panel.getByTestId("leads-table");
    const legend = await chart.getByRole("list", { name: "Sources" }).getByRole("listitem").allTextContents();
    for (const item of legend) {
      const source = item.replace(/ \d+(?: of \d+)?$/, "");
      const head = table.getByRole("columnheader", { name: source, exact: true });
      await expect(head).toHaveAttribute("scope", "col");
      const [swatch, label] = [head.locator("svg"), head.getByText(source, { exact: true })];
      await expect(label).toBeVisible();
      const [s, l] = [(await swatch.boundingBox())!, (await label.boundingBox())!];
      expect(Math.round(s.width)).toBe(8);
      expect(Math.round(s.height)).toBe(8);
      expect(s.x + s.width).toBeLessThanOrEqual(l.x);
      expect(Math.abs(s.y + s.height / 2 - (l.y + l.height / 2))).toBeLessThanOrEqual(2);
      await expect(label).toHaveCSS("font-size", "13px");
    }
    await expect(table.getByRole("rowheader").first()).toHaveCSS("font-size", "13px");
    const row = (await table.locator("tbody tr").first().boundingBox())!;
    expect(row.height).toBeGreaterThanOrEqual(30);
    expect(row.height).toBeLessThanOrEqual(34);
    expect((await new AxeBuilder({ page }).include('[data-testid="table-popover"]').analyze()).violations).toEqual([]);

    // Focus moves into it from the toggle; Escape closes it and hands focus back to the toggle.
    await toggle.focus();
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect((await firstRow.boundingBox())!.y).toBe(rowBefore.y);

    // A click outside closes it too, focus back on the toggle.
    await openTablePanel(page);
    await page.getByTestId("submission-total").click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

// Review round 53: the side card's plot uses the card's whole inner width with the legend wrapped
// under it, 12 px ticks that stay put during a search, "Hide the table" while the table is open,
// a close button on the desktop panel, and at 1024 the status chips wrap clear of the card.

/** The week chart's x-axis labels (text under the plot's baseline) with their centres. */
const xTicks = (chart: Locator) =>
  chart.locator("svg[role=img]").evaluate((svg) => {
    const base = svg.getBoundingClientRect();
    return [...svg.querySelectorAll("text")]
      .map((t) => ({ r: t.getBoundingClientRect(), text: t.textContent ?? "", size: getComputedStyle(t).fontSize }))
      .filter(({ text }) => /[A-Z]/.test(text))
      .map(({ r, text, size }) => ({ text, x: Math.round(r.x + r.width / 2 - base.x), size }));
  });

test("at 1440 the chart card is as tall as the block beside it, its named legend under the plot", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByTestId("submission").nth(10)).toBeVisible();
  const chart = page.getByTestId("leads-chart");
  const plot = chart.locator("svg[role=img]");
  await expect(plot).toBeVisible();
  expect(await rowsInFirstScreen(page)).toBeGreaterThanOrEqual(9);

  // Review 58: the card's top is the title's (the block beside it no longer stretches to the
  // card's height, which opened a hole under the title); the list follows under both.
  const [card, svg] = [(await chart.boundingBox())!, (await plot.boundingBox())!];
  const chips = (await page.getByTestId("status-filter").boundingBox())!;
  const title = (await page.getByRole("heading", { name: "Contact submissions" }).boundingBox())!;
  expect(Math.abs(card.y - title.y)).toBeLessThanOrEqual(8);
  expect(chips.y + chips.height).toBeLessThanOrEqual(card.y + card.height);
  const list = (await page.getByTestId("submission").first().boundingBox())!;
  expect(list.y).toBeGreaterThan(card.y + card.height);

  // The head's summary is one line whatever the top source is called (a long name is cut short),
  // so the plot keeps its height.
  const summaryBox = (await chart.getByTestId("leads-chart-summary").boundingBox())!;
  expect(summaryBox.height).toBeLessThanOrEqual(28);
  // The plot takes the card's inner width (the card less its 16 px sides) and what height is left.
  expect(svg.width).toBeGreaterThanOrEqual(card.width - 34);
  expect(svg.height).toBeGreaterThanOrEqual(60);
  const baseline = await plot.evaluate((el) => {
    const lines = [...el.querySelectorAll("line")].map((l) => l.getBoundingClientRect());
    return Math.max(...lines.map((r) => r.bottom)) - Math.min(...lines.map((r) => r.top));
  });
  // At least 28 px of bars even when the named legend takes two lines (review 55).
  expect(baseline).toBeGreaterThanOrEqual(28);

  // The legend is under the plot, at most two lines, each item its swatch, its source's name on
  // screen (review 55) and its count, 12 px text, inside the card.
  const legend = chart.getByRole("list", { name: "Sources" });
  const box = (await legend.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(svg.y + svg.height - 1);
  expect(box.height).toBeLessThanOrEqual(34);
  expect(box.x).toBeGreaterThanOrEqual(card.x);
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  for (const item of await legend.getByRole("listitem").all()) {
    expect(Number.parseFloat(await item.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
    await expect(item).toHaveAttribute("title", /^\S.* \(\d+\)$/);
    expect(await item.textContent()).toMatch(/^\S.* \(?\d+\)?$/);
    const title = (await item.getAttribute("title"))!;
    await expect(item.getByText(title.replace(/ \(\d+\)$/, ""), { exact: true })).toBeVisible();
  }

  // Tick labels of 12 px or more, one every third week counted back from the latest.
  const before = await xTicks(chart);
  expect(before.length).toBeGreaterThanOrEqual(3);
  for (const tick of before) expect(Number.parseFloat(tick.size)).toBeGreaterThanOrEqual(12);
  const yTicks = await plot.evaluate((el) =>
    [...el.querySelectorAll("text")]
      .filter((t) => /^\d+$/.test(t.textContent ?? ""))
      .map((t) => getComputedStyle(t).fontSize),
  );
  expect(yTicks.length).toBeGreaterThan(1);
  for (const size of yTicks) expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(12);

  // A search narrows the legend's counts to "1 of n" or "0 of n": the same ticks at the same
  // places, and the card keeps its height. (One that finds nothing leaves the chart its plain
  // totals: look-admin-round55.spec.ts.)
  await searchSubmissions(page, tag);
  await expect(legend.getByRole("listitem").first()).toHaveText(/ \d+ of \d+$/);
  expect(await xTicks(chart)).toEqual(before);
  expect((await chart.boundingBox())!.height).toBe(card.height);
  await page.screenshot({ path: info.outputPath("round53-search-1440.png") });
});

for (const viewport of [PHONE, { width: 1440, height: 900 }])
  test(`at ${viewport.width} the open table's toggle says "Hide the table" with its chevron up`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    if (viewport.width < 1024) await page.getByTestId("leads-chart-strip").click();
    const chart = page.getByTestId("leads-chart");
    const toggle = chart.locator("summary");
    await expect(toggle).toHaveText("Show the numbers as a table", { useInnerText: true });
    const chevron = toggle.locator("svg").first();
    /** The chevron's turn in degrees (0: pointing right, -90: up), from Tailwind's `rotate`. */
    const angle = () =>
      chevron.evaluate((el) => {
        const { rotate, transform } = getComputedStyle(el);
        const m = new DOMMatrix(transform === "none" ? undefined : transform);
        return Math.round((rotate === "none" ? 0 : Number.parseFloat(rotate)) + (Math.atan2(m.b, m.a) * 180) / Math.PI);
      });
    // From 1024 px the toggle is a table icon (pressed while open) in place of the chevron.
    const phone = viewport.width < 1024;
    if (phone) expect(await angle()).toBe(0);
    await toggle.click();
    await expect(chart.getByTestId("leads-table")).toBeVisible();
    await expect(toggle).toHaveText("Hide the table", { useInnerText: true });
    await expect(toggle).toBeVisible();
    if (phone) await expect.poll(angle).toBe(-90);
    else await expect(toggle).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await toggle.click();
    await expect(chart.getByTestId("leads-table")).toBeHidden();
    await expect(toggle).toHaveText("Show the numbers as a table", { useInnerText: true });
  });

test("at 1440 the table panel has one close control: the icon that opened it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toBeVisible();
  const { toggle, panel } = await openTablePanel(page);
  // Review 55: no second "×" in the panel; its title heads it, the table follows.
  await expect(panel.getByRole("button")).toHaveCount(0);
  await expect(panel.getByText("Leads per week by source", { exact: true }).first()).toBeVisible();
  await toggle.click();
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveText("Show the numbers as a table", { useInnerText: true });
});

for (const width of [1024, 1440])
  test(`at ${width} the status chips sit clear of the chart card, all of them whole`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const chart = page.getByTestId("leads-chart");
    await expect(chart.locator("svg[role=img]")).toBeVisible();
    const card = (await chart.boundingBox())!;
    const chips = page.getByTestId("status-filter").getByRole("button");
    await expect(chips).toHaveCount(6);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x);
      // Not covered by anything (the card or its neighbour): its centre hits the chip itself.
      expect(
        await chip.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
    }
    await page.screenshot({ path: info.outputPath(`round53-chips-${width}.png`) });
  });

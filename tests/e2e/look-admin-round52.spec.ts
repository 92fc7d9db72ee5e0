import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, PHONE, searchSubmissions, signIn, test } from "./fixtures";

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
    const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into contact_submissions (first_name, last_name, email, company, service, message, product_link,
           contact_method, created_at, utm_source, utm_medium, utm_campaign, captured_with, landing_page, sent_from,
           status, status_changed_at, status_changed_by, lead_key)
         values ('Noor', 'Fiftytwo', ?, 'Fifty Goods', 'Pricing: Professional', ?, 'https://www.amazon.com/dp/B0R52TEST',
           'Video call', ?, 'google', 'cpc', 'brand-search', 'javascript', '/pricing', '/pricing', 'qualified', ?,
           'admin@example.com', ?)`,
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

/** Leads whose whole row is inside the window, under the panel's sticky header, at the top of the page. */
const rowsInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const header = document.querySelector("[data-testid=admin-email]")?.closest("header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    return [...document.querySelectorAll("[data-testid=submission]")].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= top && r.bottom <= window.innerHeight;
    }).length;
  });

/** An oklch() colour's chroma and hue, as the browser computes Tailwind's colours. */
const oklch = (el: Locator, property: "backgroundColor" | "color") =>
  el.evaluate((node, p) => {
    const [, c, h] = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(getComputedStyle(node)[p])?.slice(1).map(Number) ?? [];
    return { chroma: c ?? 0, hue: h ?? 0 };
  }, property);

/** A chart table column head's name as drawn (the whole name, or its cut form; not the spoken one). */
const drawnName = (header: Locator) =>
  header.evaluate((th) => {
    const shown = [...th.querySelectorAll("abbr, span")].find(
      (el) => !el.querySelector("svg") && el.getBoundingClientRect().width > 2,
    )!;
    return { ...(shown.getBoundingClientRect().toJSON() as DOMRect), size: getComputedStyle(shown).fontSize };
  });

test("at 1440 the statuses are one row of 36 px chips under the search, and ten leads fit the first screen", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByTestId("submission").nth(10)).toBeVisible();
  await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toBeVisible();
  await page.screenshot({ path: info.outputPath("round52-desk-1440.png") });
  expect(await rowsInFirstScreen(page)).toBeGreaterThanOrEqual(10);

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

test("on a phone the chart's table heads are upright, 12 px or more, and its last week is not cut off", async ({
  page,
}, info) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.getByTestId("leads-chart-strip").click();
  const chart = page.getByTestId("leads-chart");
  await chart.getByText("Show the numbers as a table").click();
  const table = chart.getByTestId("leads-table");
  await expect(table).toBeVisible();

  // Every source's head names it (spoken in full) and draws its name across, at 12 px or more.
  const legend = await chart.getByRole("list", { name: "Sources" }).getByRole("listitem").allTextContents();
  expect(legend.length).toBeGreaterThan(1);
  for (const item of legend) {
    const source = item.replace(/\s*\(.*\)$/, "");
    const label = await drawnName(table.getByRole("columnheader", { name: source, exact: true }));
    expect(Number.parseFloat(label.size)).toBeGreaterThanOrEqual(12);
    expect(label.width).toBeGreaterThan(label.height);
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
});

import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, PHONE, searchSubmissions, signIn, test } from "./fixtures";

// Issue #27, review round 48: the opened lead's status is a segmented control on a phone, its
// times never split, Source and Delivery share one layout; the 1440 chart table has swatches;
// the header's Logout is the quietest button and the phone's header buttons are thumb-sized.
// (Round 52 made the facts stacked captions and the table's heads upright: updated here.)

const tag = `r48${Date.now().toString(36)}`;
const name = "Rowan Fortyeight";

test.beforeAll(() => {
  const db = new Database(process.env.E2E_DB_FILE!);
  db.pragma("busy_timeout = 5000");
  try {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into contact_submissions (first_name, last_name, email, company, service, message, created_at,
           utm_source, utm_medium, utm_campaign, captured_with, landing_page, sent_from, status, status_changed_at,
           status_changed_by, lead_key)
         values ('Rowan', 'Fortyeight', ?, 'Round Goods', 'Pricing: Professional', ?, ?, 'newsletter', 'email',
           'seller-digest', 'javascript', '/pricing', '/pricing', 'contacted', ?, 'admin@example.com', ?)`,
      )
      .run(`${tag}@example.com`, `Seeded ${tag}`, at, new Date().toISOString(), crypto.randomUUID());
    db.prepare(
      `insert into lead_notifications (submission_id, channel, attempts, next_attempt_at, sent_at, created_at)
       values (?, 'email', 1, ?, ?, ?)`,
    ).run(lastInsertRowid, at, at, at);
    // A second source, so the chart's table has more than one column of sources.
    db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, message, created_at, utm_source,
         utm_medium, utm_campaign, captured_with, landing_page, lead_key)
       values ('Sage', 'Otherway', ?, 'Other Goods', 'A lead from the search ad', ?, 'google', 'cpc', 'brand-search',
         'javascript', '/', ?)`,
    ).run(`other-${Date.now().toString(36)}@example.com`, at, crypto.randomUUID());
  } finally {
    db.close();
  }
});

/** The lead of this run, opened (a search that finds one lead opens it). */
async function openedLead(page: import("@playwright/test").Page) {
  await signIn(page);
  await searchSubmissions(page, tag);
  const row = page.getByTestId("submission").filter({ hasText: `${tag}@example.com` });
  await expect(row.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "true");
  return row;
}

/** How many lines the "7:38 AM" of an element's text is drawn on. */
const timeLines = (el: Locator) =>
  el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const match = /\d{1,2}:\d{2}\s[AP]M/.exec(text.textContent ?? "");
      if (!match) continue;
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    return 0;
  });

const centre = (box: { y: number; height: number }) => box.y + box.height / 2;

/** A chart table column head's name as drawn (the whole name, or its cut form; not the spoken one). */
const drawnName = (header: Locator) =>
  header.evaluate((th) => {
    const shown = [...th.querySelectorAll("abbr, span")].find(
      (el) => !el.querySelector("svg") && el.getBoundingClientRect().width > 2,
    )!;
    return { ...(shown.getBoundingClientRect().toJSON() as DOMRect), size: getComputedStyle(shown).fontSize };
  });

test("on a phone the opened lead's actions are one row and its status four equal segments", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const row = await openedLead(page);
  const reply = (await row.getByRole("link", { name: `Reply to ${name} by e-mail` }).boundingBox())!;
  const copy = (await row.getByRole("button", { name: `Copy email address of ${name}` }).boundingBox())!;
  // Reply and Copy email share the first row; Spam is in the row's "⋯" menu on a phone (review 55).
  expect(Math.abs(centre(copy) - centre(reply))).toBeLessThanOrEqual(1);
  await expect(row.getByRole("button", { name: `Move the lead from ${name} to spam` })).toBeHidden();

  // The four statuses: a control the row's full width, about 40 px tall, four equal segments.
  const group = row.getByRole("group", { name: `Status of the lead from ${name}` });
  const box = (await group.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(reply.y + reply.height);
  expect(Math.abs(box.x - reply.x)).toBeLessThanOrEqual(1);
  expect(box.width).toBeGreaterThanOrEqual(280);
  expect(box.height).toBeGreaterThanOrEqual(38);
  expect(box.height).toBeLessThanOrEqual(44);
  const segments = group.getByRole("button");
  // The pressed one carries a tick as well as its colour.
  await expect(segments).toHaveText(["New", "✓Contacted", "Qualified", "Closed"]);
  await expect(segments.nth(1)).toHaveAttribute("aria-pressed", "true");
  const widths = await segments.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().width));
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  for (const segment of await segments.all()) expect((await segment.boundingBox())!.height).toBeGreaterThanOrEqual(36);

  // A time is never split from its AM/PM, however the line wraps.
  // The audit caption is one line (review 55): "Contacted by admin · Nov 27, 1:01 PM".
  await expect(row.getByTestId("status-changed")).toContainText("Contacted by admin@example.com · ");
  expect(await timeLines(row.getByTestId("status-changed"))).toBe(1);
  const caption = (await row.getByTestId("status-changed").boundingBox())!;
  expect(caption.height).toBeLessThanOrEqual(21);
  expect(await timeLines(row.getByTestId("lead-reference"))).toBe(1);
  expect(await timeLines(row.getByTestId("delivery-log"))).toBe(1);

  // Source and Delivery: one label style (review 52), a 12 px caption over its value, both at
  // the same x (a phone's one column).
  const source = row.getByTestId("submission-source");
  const delivery = row.getByTestId("delivery-log");
  await expect(source).toContainText("Newsletter · email · seller-digest");
  await expect(delivery).toContainText("E-mail delivered");
  const parts = (fact: Locator) =>
    fact.evaluate((el) =>
      [...el.children].map((c) => ({
        ...(c.getBoundingClientRect().toJSON() as DOMRect),
        size: getComputedStyle(c).fontSize,
      })),
    );
  const [sourceLabel, sourceValue] = await parts(source);
  const [deliveryLabel, deliveryValue] = await parts(delivery);
  for (const [label, value] of [
    [sourceLabel!, sourceValue!],
    [deliveryLabel!, deliveryValue!],
  ] as const) {
    expect(label.size).toBe("12px");
    expect(label.x).toBe(value.x);
    expect(label.y + label.height).toBeLessThanOrEqual(value.y + 1);
  }
  expect(sourceLabel!.x).toBe(deliveryLabel!.x);

  expect(
    (await new AxeBuilder({ page }).include('[data-testid="submission"][data-open]').analyze()).violations,
  ).toEqual([]);
});

test("on a phone the header's JSON, CSV and Logout are 36 px or more, on one row", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  const email = page.getByTestId("admin-email");
  const header = (await email.evaluate((el) => el.closest("header")!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(header.height).toBeLessThanOrEqual(50);
  const emailBox = (await email.boundingBox())!;
  // The whole address shows beside them.
  expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const button of [
    page.getByRole("button", { name: "Export JSON" }),
    page.getByRole("button", { name: "Export CSV" }),
    page.getByRole("button", { name: "Logout" }),
  ]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.width).toBeGreaterThanOrEqual(36);
    expect(Math.abs(centre(box) - centre(emailBox))).toBeLessThanOrEqual(2);
  }
});

test("at 1440 Logout is the quietest header button and the chart's table names each source with its swatch", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const look = (el: Locator) =>
    el.evaluate((node) => {
      const style = getComputedStyle(node);
      return { background: style.backgroundColor, border: style.borderTopWidth };
    });
  const logout = page.getByRole("button", { name: "Logout" });
  await expect(logout).toHaveText("Logout");
  // No fill, no outline (plain text and an icon); the exports are outlined.
  expect(await look(logout)).toEqual({ background: "rgba(0, 0, 0, 0)", border: "0px" });
  for (const format of ["JSON", "CSV"])
    expect((await look(page.getByRole("button", { name: `Export ${format}` }))).border).toBe("1px");

  const chart = page.getByTestId("leads-chart");
  // The table's toggle is an icon in the card's head at 1440, named by its label.
  await chart.locator("summary").click();
  const table = chart.getByTestId("leads-table");
  await expect(table).toBeVisible();
  const legend = await chart.getByRole("list", { name: "Sources" }).getByRole("listitem").allTextContents();
  expect(legend.length).toBeGreaterThan(1);
  for (const item of legend) {
    const source = item.replace(/ \d+(?: of \d+)?$/, "");
    const header = table.getByRole("columnheader", { name: source, exact: true });
    const swatch = (await header.locator("svg").boundingBox())!;
    // The name as drawn: whole, or cut with the whole name as its title (review 52).
    const label = await drawnName(header);
    // From 1024 px (the table is a panel over the list, review 52b) an 8 px swatch just before the
    // whole name on one line; the name ends at the column's right edge where the figures are.
    expect(Math.round(swatch.width)).toBe(8);
    expect(swatch.x + swatch.width).toBeLessThanOrEqual(label.x);
    expect(label.x - (swatch.x + swatch.width)).toBeLessThanOrEqual(8);
    expect(Math.abs(swatch.y + swatch.height / 2 - (label.y + label.height / 2))).toBeLessThanOrEqual(2);
    const th = (await header.boundingBox())!;
    expect(Math.abs(th.x + th.width - (label.x + label.width))).toBeLessThanOrEqual(1);
    // Upright, never turned on its side: one line of text, wider than tall.
    expect(label.width).toBeGreaterThan(label.height);
    expect(label.height).toBeLessThanOrEqual(20);
  }
  // Its Total column ends inside the card when the sources fit; with more sources than fit, the
  // table is a named scroll region the keyboard can reach (the desk is shared by every journey,
  // so how many sources it holds depends on what ran before).
  const region = table.locator("..");
  if (await region.evaluate((el) => el.scrollWidth > el.clientWidth)) {
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAttribute("aria-label", /.+/);
  }
});

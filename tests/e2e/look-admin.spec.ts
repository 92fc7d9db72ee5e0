import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { adminCopy } from "../../app/content/admin";
import { expect, openPhoneChartTable, PHONE, searchSubmissions, signIn, test } from "./fixtures";

// Issue #27 (design review): the lead desk lists the newest lead first, names its columns, and
// shows the counts and the week chart above the list. Leads of this run are stored straight into
// the database newest first, so their numbers run against their dates (as after an import).

test.describe.configure({ mode: "serial" });

const tag = `look${Date.now().toString(36)}`;
const DAY = 86_400_000;

test.beforeAll(() => {
  const db = new Database(process.env.E2E_DB_FILE!);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, service, message, created_at, utm_source, utm_medium, utm_campaign, captured_with, landing_page, lead_key)
       values (?, 'Desk', ?, 'Desk Goods', 'Marketplace Management', ?, ?, ?, ?, ?, 'javascript', '/', ?)`,
    );
    // i = 0 is the newest (an hour in the future, so it heads the whole list even when a parallel
    // journey stores a lead while these run on a loaded machine), stored first.
    // Thirty, as a desk a few weeks in: enough for the list to scroll under its sticky headers.
    // Two sources (every fifth from a search ad), so the chart's table has more than one column.
    for (let i = 0; i < 30; i++)
      insert.run(
        `Look${i}`,
        `${tag}-${i}@example.com`,
        `Seeded ${tag}`,
        new Date(Date.now() + 3_600_000 - i * 3 * DAY).toISOString(),
        ...(i % 5 === 4 ? ["google", "cpc", "brand-search"] : ["newsletter", "email", "seller-digest"]),
        crypto.randomUUID(),
      );
  } finally {
    db.close();
  }
});

const axeViolations = async (page: import("@playwright/test").Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

test("at 1440 the newest lead heads the list under sticky column headers, the chart above it", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const rows = page.getByTestId("submission");
  await expect(rows.first()).toContainText("Look0 Desk");
  await page.screenshot({ path: info.outputPath("look-admin-1440.png") });

  const headers = page.getByTestId("lead-columns");
  await expect(headers).toBeVisible();
  await expect(headers).toHaveText(/Lead\s*Service\s*Status\s*Source\s*Received/i);
  // Each header stands over its column: the service header starts where the row's service does.
  const headerBox = (await headers.locator("span").nth(1).boundingBox())!;
  const serviceBox = (await rows.first().getByText("Marketplace Management").boundingBox())!;
  expect(Math.abs(headerBox.x - serviceBox.x)).toBeLessThanOrEqual(1);

  // Review 42: Received is short ("1h ago" … "Nov 3"), the full date in its title, in a column of
  // about 110 px; the source it gave its width to shows whole, and so does a long service.
  const row = rows.first();
  const time = row.locator("time");
  await expect(time).toHaveText(/^(just now|\d+[mhd] ago|[A-Z][a-z]{2} \d{1,2}(, \d{4})?)$/);
  await expect(time).toHaveAttribute("title", /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  const receivedHeader = (await headers.locator("span").nth(4).boundingBox())!;
  const sourceHeader = (await headers.locator("span").nth(3).boundingBox())!;
  expect(receivedHeader.width).toBeLessThanOrEqual(120);
  expect(sourceHeader.width).toBeGreaterThan(240);
  const source = row.getByText("Newsletter · email · seller-digest", { exact: true });
  await expect(source).toBeVisible();
  expect(await source.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const chart = page.getByTestId("leads-chart");
  await expect(chart.locator("svg[role=img]")).toBeVisible();
  const chartBottom = await chart.evaluate((el) => el.getBoundingClientRect().bottom);
  const listTop = await rows.first().evaluate((el) => el.getBoundingClientRect().top);
  expect(chartBottom).toBeLessThan(listTop);

  // Scrolled, the headers stay under the panel's header.
  await page.mouse.wheel(0, 900);
  await expect
    .poll(() =>
      headers.evaluate(
        (el) =>
          el.getBoundingClientRect().top -
          document.querySelector("[data-testid=admin-email]")!.closest("header")!.getBoundingClientRect().bottom,
      ),
    )
    .toBeLessThanOrEqual(1);
  expect(await headers.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(0);
  await page.screenshot({ path: info.outputPath("look-admin-1440-scrolled.png") });
  expect(await axeViolations(page)).toEqual([]);
});

test("on a phone the newest lead heads the list, the chart folded above it, axe clean", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expect(page.getByTestId("submission").first()).toContainText("Look0 Desk");
  await expect(page.getByTestId("lead-columns")).toBeHidden();
  // Review 52: the chart is a strip above the list, folded until asked for.
  const strip = page.getByTestId("leads-chart-strip");
  await expect(strip).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("leads-chart")).toBeHidden();
  expect((await strip.boundingBox())!.y).toBeLessThan((await page.getByTestId("submission").first().boundingBox())!.y);
  // A slim header: the mark, the e-mail, the exports and Logout (40 px each) on one row of at most 50 px.
  const email = page.getByTestId("admin-email");
  await expect(email).toBeVisible();
  const header = (await email.evaluate((el) => el.closest("header")!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(header.height).toBeLessThanOrEqual(50);
  const logout = (await page.getByRole("button", { name: "Logout" }).boundingBox())!;
  const emailBox = (await email.boundingBox())!;
  expect(Math.abs(logout.y + logout.height / 2 - (emailBox.y + emailBox.height / 2))).toBeLessThanOrEqual(2);
  // The date shares the name's line, so the service has the row's width and is not cut short.
  const row = page.getByTestId("submission").first();
  const nameBox = (await row.getByRole("heading").boundingBox())!;
  const timeBox = (await row.locator("time").boundingBox())!;
  expect(Math.abs(nameBox.y + nameBox.height / 2 - (timeBox.y + timeBox.height / 2))).toBeLessThanOrEqual(2);
  const service = row.getByText("Marketplace Management").locator("xpath=..");
  expect(await service.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath("look-admin-375.png") });
  expect(await axeViolations(page)).toEqual([]);
});

test("a search lists its leads newest first, whatever order they were stored in", async ({ page }) => {
  await signIn(page);
  await searchSubmissions(page, tag);
  const names = await page.getByTestId("submission").getByRole("heading").allTextContents();
  // The first page of the thirty, in date order (the pager holds the rest).
  expect(names.length).toBeGreaterThanOrEqual(10);
  expect(names).toEqual(Array.from({ length: names.length }, (_, i) => `Look${i} Desk`));
});

test("on a phone an opened lead puts Reply, Copy email and its status in the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  const row = page.getByTestId("submission").filter({ hasText: "Look0 Desk" });
  const toggle = row.getByRole("button", { name: "Look0 Desk", exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const reply = row.getByRole("link", { name: "Reply to Look0 Desk by e-mail" });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:${tag}-0@example.com?subject=${encodeURIComponent("Re: your enquiry to Vantora")}`,
  );
  // The row's top at the top of the window: its status buttons are on the same screen.
  await row.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY }));
  const rowTop = (await row.boundingBox())!.y;
  const statuses = row.getByRole("group", { name: "Status of the lead from Look0 Desk" });
  const statusBox = (await statuses.boundingBox())!;
  expect(statusBox.y + statusBox.height - rowTop).toBeLessThanOrEqual(PHONE.height);
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(PHONE.width);

  // Copy email copies the address and says so.
  const copyEmail = row.getByRole("button", { name: "Copy email address of Look0 Desk" });
  await copyEmail.click();
  await expect(copyEmail).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${tag}-0@example.com`);
  // The key is a small copy button beside the lead's number, not a line of its own.
  const copyKey = row.getByRole("button", { name: "Copy submission key" });
  const keyBox = (await copyKey.boundingBox())!;
  expect(keyBox.width).toBeGreaterThanOrEqual(24);
  await copyKey.click();
  await expect(row.getByTestId("lead-reference").getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
});

test("on a phone the chart's table fits its card with the total; a search scopes the chart; none quiets the chips", async ({
  page,
}) => {
  const { chart, table } = await openPhoneChartTable(page);
  // Reviews 55–56: on a phone each source heads its column with its 12 px swatch over a short name
  // ("News", no full stop or dotted line), its whole name spoken and in its title; the swatches
  // line up in one row.
  const newsletter = table.getByRole("columnheader", { name: "Newsletter", exact: true });
  await expect(newsletter).toHaveAttribute("title", "Newsletter");
  await expect(newsletter.locator("abbr")).toHaveCount(0);
  await expect(newsletter.getByText("News", { exact: true })).toBeVisible();
  const swatch = (await newsletter.locator("svg").boundingBox())!;
  expect(Math.round(swatch.width)).toBe(12);
  const swatchTops = await table
    .locator("thead svg")
    .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().y)));
  expect(swatchTops.length).toBeGreaterThan(1);
  expect(new Set(swatchTops).size).toBe(1);
  // Rows start at the first week with a lead; the quiet weeks before are said in one line.
  const firstRow = table.locator("tbody tr").first().locator("td").last();
  await expect(firstRow).not.toHaveText("–0");
  // Five sources fit the card with the total; more (the desk is shared by every journey, so how
  // many it holds depends on what ran before) make the table a named scroll region the keyboard
  // can reach, each week's name held at its left.
  const region = table.locator("..");
  if (await region.evaluate((el) => el.scrollWidth > el.clientWidth)) {
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAttribute("aria-label", /.+/);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const week = (await table.locator("tbody th").first().boundingBox())!;
    expect(Math.abs(week.x - (await region.boundingBox())!.x)).toBeLessThanOrEqual(1);
  } else {
    const total = (await table.getByRole("columnheader", { name: "Total" }).boundingBox())!;
    const card = (await chart.boundingBox())!;
    expect(total.x + total.width).toBeLessThanOrEqual(card.x + card.width);
  }

  await searchSubmissions(page, tag);
  await expect(chart.getByTestId("leads-chart-summary")).toHaveText(/^\d+ of \d+ leads? match(es)?$/);
  await expect(chart.locator("svg[role=img]")).toHaveAttribute("aria-label", /match the search/);

  const filter = page.getByTestId("status-filter");
  await searchSubmissions(page, `${tag}-nobody`);
  await expect(page.getByText(`No submissions match “${tag}-nobody”.`)).toBeVisible();
  // Review 55: the chips with no match are quiet (slate-500 text, 4.7:1) but never out of reach;
  // the chosen one keeps full contrast (review 54), and a line says what the search looked through.
  const newChip = filter.getByRole("button", { name: /^New/ });
  await expect(newChip).toHaveAttribute("data-quiet", "true");
  await expect(newChip).toHaveCSS("opacity", "1");
  await expect(filter.getByRole("button", { pressed: true })).not.toHaveAttribute("data-quiet");
  await expect(page.getByText(adminCopy.list.searchCovers)).toBeVisible();
  // Still a button the keyboard reaches: focused, Enter chooses it.
  await newChip.focus();
  await expect(newChip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(newChip).toHaveAttribute("aria-pressed", "true");
});

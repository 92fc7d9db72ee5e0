import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, PHONE, searchSubmissions, signIn, test } from "./fixtures";

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
      `insert into contact_submissions (first_name, last_name, email, company, service, message, created_at, utm_source, captured_with, landing_page)
       values (?, 'Desk', ?, 'Desk Goods', 'Marketplace Management', ?, ?, 'newsletter', 'javascript', '/')`,
    );
    // i = 0 is the newest (an hour in the future, so it heads the whole list even when a parallel
    // journey stores a lead while these run on a loaded machine), stored first.
    // Thirty, as a desk a few weeks in: enough for the list to scroll under its sticky headers.
    for (let i = 0; i < 30; i++)
      insert.run(
        `Look${i}`,
        `${tag}-${i}@example.com`,
        `Seeded ${tag}`,
        new Date(Date.now() + 3_600_000 - i * 3 * DAY).toISOString(),
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

test("on a phone the newest lead heads the list, the chart follows it, axe clean", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expect(page.getByTestId("submission").first()).toContainText("Look0 Desk");
  await expect(page.getByTestId("lead-columns")).toBeHidden();
  await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toBeVisible();
  // A slim header: the mark, the e-mail, the exports and Logout on one row of at most 48 px.
  const email = page.getByTestId("admin-email");
  await expect(email).toBeVisible();
  const header = (await email.evaluate((el) => el.closest("header")!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(header.height).toBeLessThanOrEqual(48);
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

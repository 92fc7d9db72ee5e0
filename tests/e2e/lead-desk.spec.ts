import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import {
  expect,
  findSubmission,
  hydrated,
  PHONE,
  searchSubmissions,
  signIn,
  test,
  uniqueEmail,
  watchScripts,
} from "./fixtures";

// The lead desk (issue #22) in the browser, against the production build (MOCKS=true signs in as
// admin@example.com). Other journeys add leads to the same database at the same time, so each
// journey finds its own leads by a unique e-mail or campaign source.

test.describe.configure({ mode: "serial" });

const DAY = 86_400_000;
/** What the chart's code carries (the class of its bars): absent from every public page's scripts. */
const CHART_MARKER = "lead-source-bar";

function storedStatus(email: string) {
  const row = findSubmission(email);
  return row ? { status: row.status, by: row.status_changed_by } : undefined;
}

async function postLead(page: Page, email: string, extra: Record<string, string> = {}) {
  const res = await page.request.post("/api/contact", {
    data: { fullName: "Lena Desk", email, companyName: "Desk Co", description: "A lead for the desk", ...extra },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The card of the only lead with this e-mail, after searching for it. */
async function cardOf(page: Page, email: string) {
  await searchSubmissions(page, email);
  const card = page.getByTestId("submission").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  return card;
}

test("a status changed with the keyboard shows at once and survives a reload", async ({ page }) => {
  const email = uniqueEmail("desk-status");
  await postLead(page, email);
  await signIn(page);
  const card = await cardOf(page, email);
  const statuses = card.getByRole("group", { name: "Status of the lead from Lena Desk" });
  await expect(statuses.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");

  // Keyboard only: focus the current status, Tab to the next one, press Enter.
  await statuses.getByRole("button", { name: "New" }).focus();
  await page.keyboard.press("Tab");
  await expect(statuses.getByRole("button", { name: "Contacted" })).toBeFocused();
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 200);
  await page.keyboard.press("Enter");
  await expect(statuses.getByRole("button", { name: "Contacted" })).toHaveAttribute("aria-pressed", "true");
  await saved;
  expect(storedStatus(email)).toEqual({ status: "contacted", by: "admin@example.com" });
  // One line: "Contacted by admin · Nov 27, 1:01 PM", the whole address read out and in its tooltip.
  await expect(card.getByTestId("status-changed")).toContainText(/^Contacted by admin@example\.com · /);
  await expect(card.getByTestId("status-changed")).toHaveAttribute("title", /^Status set by admin@example\.com, /);

  // The token lives in memory: a reload signs out; signed in again, the status is still there.
  await page.reload();
  await signIn(page);
  const again = await cardOf(page, email);
  await expect(
    again.getByRole("group", { name: /Status of the lead/ }).getByRole("button", { name: "Contacted" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(again.getByTestId("status-changed")).toContainText("Contacted by admin@example.com · ");
});

test("a refused status change is rolled back with the error toast", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 503/);
  const email = uniqueEmail("desk-rollback");
  await postLead(page, email);
  await signIn(page);
  const card = await cardOf(page, email);
  await page.route("**/api/contact-submissions/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"The database is busy."}' })
      : route.fallback(),
  );
  await card.getByRole("button", { name: "Qualified" }).click();
  await expect(page.getByText("Status not changed", { exact: true })).toBeVisible();
  await expect(page.getByText("The database is busy.", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByRole("button", { name: "Qualified" })).toHaveAttribute("aria-pressed", "false");
  expect(storedStatus(email)?.status).toBe("new");
});

test("a honeypot lead appears only in Spam and can be restored as a new lead", async ({ page }) => {
  const email = uniqueEmail("desk-spam");
  await postLead(page, email, { website: "https://autofill.example" });
  expect(storedStatus(email)?.status).toBe("spam");
  await signIn(page);
  await searchSubmissions(page, email);
  await expect(page.getByText(`No submissions match “${email}”.`)).toBeVisible();

  const filter = page.getByRole("group", { name: "Show leads by status" });
  await filter.getByRole("button", { name: /^Spam/ }).click();
  await expect(filter.getByRole("button", { name: /^Spam/ })).toHaveAttribute("aria-pressed", "true");
  const card = page.getByTestId("submission").filter({ hasText: email });
  await expect(card).toHaveAttribute("data-status", "spam");
  await expect(card.getByText(/Caught by the spam filter/)).toBeVisible();

  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 200);
  await card.getByRole("button", { name: /^Not spam/ }).click();
  await saved;
  await expect(page.getByTestId("submission").filter({ hasText: email })).toHaveCount(0);
  expect(storedStatus(email)).toEqual({ status: "new", by: "admin@example.com" });

  await filter.getByRole("button", { name: /^All leads/ }).click();
  const restored = page.getByTestId("submission").filter({ hasText: email });
  await expect(restored).toHaveAttribute("data-status", "new");
  await expect(restored.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
});

// One rule at every width (review 57: at 1440 a bare Spam button sat beside the status).
for (const viewport of [PHONE, { width: 1440, height: 900 }])
  test(`at ${viewport.width} px Spam is in the row's ··· menu, and choosing it moves the lead to Spam`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`desk-menu-spam-${viewport.width}`);
    await postLead(page, email);
    await signIn(page);
    const card = await cardOf(page, email);
    // The only match opens: its status control shows, but no inline Spam button beside it…
    await expect(card.getByRole("group", { name: "Status of the lead from Lena Desk" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Move the lead from Lena Desk to spam" })).toHaveCount(0);
    // …it is the menu's first item, above Delete.
    await card.getByRole("button", { name: "More actions for the lead from Lena Desk" }).click();
    const items = page.getByRole("menuitem");
    await expect(items.first()).toHaveAccessibleName("Move the lead from Lena Desk to spam");
    await expect(items.first()).toHaveText("Spam");
    await expect(items.last()).toHaveText("Delete lead…");
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 200);
    await items.first().click();
    await saved;
    expect(storedStatus(email)).toEqual({ status: "spam", by: "admin@example.com" });
    await expect(page.getByTestId("submission").filter({ hasText: email })).toHaveCount(0);
  });

test("the chart and its table show the seeded leads per week, and the source filter narrows the list", async ({
  page,
}) => {
  // Leads of one campaign source of this run only, spread over the last 12 weeks (Monday-based,
  // UTC, as the server counts), stored straight into the database with their dates.
  const source = `desk${Date.now().toString(36)}`;
  const monday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const perWeeksAgo: Record<number, number> = { 0: 4, 1: 2, 4: 7, 11: 12 };
  const db = new Database(process.env.E2E_DB_FILE!);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `insert into contact_submissions (first_name, last_name, email, company, message, created_at, utm_source, captured_with, landing_page)
       values ('Chart', 'Lead', ?, 'Chart Co', 'Seeded for the chart', ?, ?, 'javascript', '/')`,
    );
    for (const [weeksAgo, n] of Object.entries(perWeeksAgo))
      for (let i = 0; i < n; i++) {
        const at = new Date(monday.getTime() - Number(weeksAgo) * 7 * DAY + (i + 1) * 60_000);
        insert.run(`${source}-${weeksAgo}-${i}@example.com`, at.toISOString(), source);
      }
  } finally {
    db.close();
  }

  await signIn(page);
  const chart = page.getByTestId("leads-chart");
  await expect(chart.getByRole("heading", { name: "Leads per week" })).toBeVisible();
  // The legend names the source (as the desk spells it: a capital first) with its 25 leads; the
  // chart draws one bar part per week that has some.
  await expect(chart.getByRole("list", { name: "Sources" }).getByText(source)).toBeVisible();
  await expect(chart.getByRole("listitem").filter({ hasText: source })).toHaveText(new RegExp(`^${source} 25$`, "i"));
  const parts = chart.locator("svg[role=img] rect title", { hasText: new RegExp(`^${source}: `, "i") });
  await expect(parts).toHaveCount(4);
  await expect(chart.locator("svg[role=img]")).toHaveAttribute("aria-label", /leads in the last 12 weeks/);

  // The table's toggle (from 1024 px a table icon in the card's head, named by its label).
  const toggle = chart.locator("summary");
  await expect(toggle).toHaveText("Show the numbers as a table", { useInnerText: true });
  await toggle.click();
  const table = chart.getByTestId("leads-table");
  // A head starts with the source's whole name (drawn; on a phone spoken, its short form drawn).
  const headers = await table.locator("thead th").allTextContents();
  const column = headers.findIndex((header) => header.toLowerCase().startsWith(source));
  expect(column).toBeGreaterThan(0);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(12);
  const counts: number[] = [];
  // A zero shows a muted dash and reads "0" (visually hidden text after it).
  const cells = await Promise.all(
    Array.from({ length: 12 }, (_, i) => rows.nth(i).locator("th, td").nth(column).textContent()),
  );
  for (const text of cells) counts.push(text === "–0" ? 0 : Number(text));
  // Oldest week first: 11 weeks ago … this week.
  expect(counts).toEqual([12, 0, 0, 0, 0, 0, 0, 7, 0, 0, 2, 4]);
  expect(cells[1]).toBe("–0");

  // The source filter lists the campaign source and narrows the list to its 25 leads.
  await page.getByRole("combobox", { name: "Source" }).selectOption(source);
  await expect(page.getByTestId("submission-total")).toHaveText("25 leads");
  // Newest first: this week's last lead leads the list (the oldest, 11 weeks ago, is last).
  await expect(page.getByTestId("submission").first()).toContainText(`${source}-0-3@example.com`);
});

test("Export CSV downloads vantora-contacts-<date>.csv that opens as text with every field and a neutralised hostile lead", async ({
  page,
}) => {
  const email = uniqueEmail("desk-csv");
  await postLead(page, email, {
    fullName: '=HYPERLINK("http://evil.example","Zoë") Ångström',
    companyName: "@SUM(A1:A9)",
    description: '+33 1 23 45 67 89, call "after 5"\nsecond line',
  });
  await signIn(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vantora-contacts-${new Date().toISOString().slice(0, 10)}.csv`);
  await expect(page.getByText("Contact data has been downloaded as CSV file", { exact: true })).toBeVisible();
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const [header] = text.split("\r\n");
  expect(header).toBe(
    "id,key,firstName,lastName,email,company,service,message,productLink,contactMethod,createdAt,landingPage,sentFrom,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,clickIds,capturedWith,status,statusChangedAt,statusChangedBy,note",
  );
  const id = findSubmission(email)!.id;
  const line = text.split("\r\n").find((l) => l.startsWith(`${id},`))!;
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Zoë"")",Ångström,${email},'@SUM(A1:A9),`);
  expect(text).toContain(`"'+33 1 23 45 67 89, call ""after 5""\nsecond line"`);
  expect(line).toContain(",new,,,");
});

test("the chart's library loads with the admin only, never on a public page", async ({ page }) => {
  const scripts = watchScripts(page);
  for (const url of ["/", "/pricing", "/features", "/about", "/resources", "/privacy-policy"]) {
    await page.goto(url);
    await hydrated(page);
  }
  expect(await scripts.carries(CHART_MARKER)).toBe(false);
  await signIn(page);
  await expect(page.getByTestId("leads-chart")).toBeVisible();
  expect(await scripts.carries(CHART_MARKER)).toBe(true);

  // And in the build itself: the one file holding the chart is the admin's lazy chunk, which no
  // prerendered page names.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const assets = path.join(buildDir, "client/assets");
  const holders = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(assets, f), "utf8").includes(CHART_MARKER));
  expect(holders).toHaveLength(1);
  expect(holders[0]).toMatch(/^admin-app-/);
  const pages = fs.readdirSync(path.join(buildDir, "prerendered")).filter((f) => f.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages)
    expect(fs.readFileSync(path.join(buildDir, "prerendered", file), "utf8"), file).not.toContain(holders[0]);
});

test("the lead desk at 1440 and 375 px: axe clean, nothing wider than the screen (screenshots in /tmp)", async ({
  page,
}) => {
  // Two full axe passes over a desk of every journey's leads: slow when the machine is busy.
  test.setTimeout(240_000);
  // This journey may run alone: it brings a lead of its own for the chart and the list.
  await postLead(page, uniqueEmail("desk-look"), { service: "Marketplace Management" });
  await page.setViewportSize({ width: 1440, height: 1100 });
  await signIn(page);
  await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toBeVisible();
  await expect(page.getByTestId("submission").first()).toBeVisible();
  for (const [width, height] of [
    [1440, 1100],
    [PHONE.width, PHONE.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId("leads-chart").locator("svg[role=img]")).toHaveAttribute("width", /\d+/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/lead-desk-${width}.png`, fullPage: true });
  }
});

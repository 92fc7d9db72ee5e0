import type { BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { expect, hydrated, searchSubmissions, test, uniqueEmail } from "./fixtures";

// Insights (issue #31) in Chromium against a server of its own (a fresh database, so the funnel's
// totals are this journey's alone; the shared e2e server sees every other journey's visits).
// Each browser has its own user agent: one address (127.0.0.1) and one browser are one visitor.

test.describe.configure({ mode: "serial" });

const TOKEN = "insights-metrics-token-0123456789";
/** A person's Chrome with a build number of its own (a word such as "Insights" would read as a bot to isbot). */
const chrome = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${Math.floor(Math.random() * 9000) + 1000}.${Math.floor(Math.random() * 90) + 10} Safari/537.36`;
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({
    NODE_ENV: "test",
    MOCKS: "true",
    ADMIN_EMAILS: "admin@example.com",
    CONTACT_RATE_LIMIT: "0",
    CONTACT_REJECTED_LIMIT: "0",
    INSIGHTS_FLUSH_INTERVAL: "1s",
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: "warn",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.url}${path}`;

/** One figure of the journey's database (read-only, as the fixtures read leads). */
function figure(query: string): number {
  const db = new Database(server.dbFile, { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare(query).pluck().get() as number | null) ?? 0);
  } finally {
    db.close();
  }
}
const pageviews = () => figure("select sum(pageviews) from insights_days");
const visitors = () => figure("select sum(visitors) from insights_days");

async function metric(name: string) {
  const text = await (await fetch(at("/metrics"), { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split("\n").find((l) => l.startsWith(name));
  return line ? Number(line.split(" ").pop()) : 0;
}

/** Opens a page and waits for its beacon's answer (a page view is sent once React has hydrated). */
async function visit(page: Page, path: string) {
  const beacon = page.waitForResponse((r) => r.url() === at("/api/events") && r.request().method() === "POST");
  await page.goto(at(path));
  await hydrated(page);
  expect((await beacon).status()).toBe(204);
}

/**
 * The counter adds no cookie and no storage: the only entries are attribution's, the contact
 * draft's and React Router's scroll positions (ScrollRestoration), each its own module's.
 */
const OTHERS_ENTRIES = new Set(["vantora.attribution", "react-router-scroll-positions"]);
async function expectNothingStored(context: BrowserContext, page: Page) {
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).toEqual([]);
  expect(storage.session.filter((key) => !OTHERS_ENTRIES.has(key) && !key.startsWith("vantora.contact"))).toEqual([]);
}

test("a bot's visits add nothing", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: BOT });
  const page = await context.newPage();
  const refused = await metric('vantora_insights_events_refused_total{reason="bot"}');
  for (const path of ["/?utm_source=newsletter&utm_medium=email", "/pricing", "/about"]) await visit(page, path);
  await expect.poll(() => metric('vantora_insights_events_refused_total{reason="bot"}')).toBe(refused + 3);
  await context.close();
});

test("a newsletter visitor's three pages, form opened and sent, qualified: Insights shows 1 → 1 → 1 → 1", async ({
  browser,
  page: admin,
}) => {
  const context = await browser.newContext({ userAgent: chrome(), viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await visit(page, "/?utm_source=newsletter&utm_medium=email");
  await expectNothingStored(context, page);
  await visit(page, "/pricing");
  await expectNothingStored(context, page);
  await visit(page, "/about");
  await expectNothingStored(context, page);

  const opened = page.waitForResponse(
    (r) => r.url() === at("/api/events") && /contact_open/.test(r.request().postData() ?? ""),
  );
  await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
  const openedAnswer = await opened;
  expect(openedAnswer.status(), await openedAnswer.text()).toBe(204);
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  const email = uniqueEmail("insights");
  await dialog.getByLabel("Full Name").fill("Nora Insight");
  await dialog.getByLabel("Work Email").fill(email);
  await dialog.getByLabel("Company Name").fill("Insight Goods");
  await dialog.getByLabel("Project Description").fill("We would like to grow our marketplace sales.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog).toBeHidden();
  expect(await context.cookies()).toEqual([]);
  await context.close();
  // The bot's views (sent first) and these are written within a second of each other.
  await expect.poll(() => figure("select sum(openers) from insights_days")).toBe(1);
  expect([visitors(), pageviews()]).toEqual([1, 3]);

  // The admin signs in through the sign-in link's address: the landing (/?token=) is not a visit.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(at("/api/auth/login"));
  await expect(admin.getByTestId("admin-email")).toContainText("admin@example.com", { timeout: 40_000 });
  await searchSubmissions(admin, email);
  const card = admin.getByTestId("submission").filter({ hasText: email });
  const saved = admin.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 200);
  await card.getByRole("button", { name: "Qualified" }).click();
  await saved;

  await admin.getByRole("tab", { name: "Insights" }).click();
  await admin.getByRole("button", { name: "7 days" }).click();
  const insights = admin.getByTestId("insights");
  const row = insights
    .getByTestId("insights-source")
    .filter({ has: admin.getByRole("rowheader", { name: "newsletter" }) });
  await expect(row).toHaveCount(1);
  // source, medium, campaign, visitors, page views, leads, qualified, conversion, per 1,000
  await expect(row.getByRole("cell")).toHaveText(["email", "—", "1", "3", "1", "1", "100.0%", "1000.0"]);
  for (const step of ["visitors", "opened", "sent", "qualified"])
    await expect(insights.getByTestId(`funnel-${step}`).getByTestId("funnel-count")).toHaveText("1");
  await expect(insights.getByTestId("total-pageviews")).toContainText("3");
  // The chart's numbers are in its table too.
  await insights.getByText("Show the numbers as a table").click();
  await expect(insights.getByTestId("insights-days-table").getByRole("row").nth(1)).toContainText("1");

  // Every table downloads as CSV.
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "Download sources as CSV" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain("newsletter,email,,1,3,1,1,100.0%,1000.0");
  expect(await pageviews()).toBe(3);
});

test("the same visits without JavaScript are counted through the pixel, and store nothing", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: chrome(), javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/?utm_source=newsletter&utm_medium=email", "/pricing", "/about"]) {
    const pixel = page.waitForResponse((r) => r.url().startsWith(at("/api/events/pixel?p=")));
    await page.goto(at(path));
    const answer = await pixel;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/gif");
    expect(await context.cookies()).toEqual([]);
  }
  await context.close();
  await expect.poll(() => pageviews()).toBe(6);
  expect(visitors()).toBe(2);
  expect(figure("select visitors from insights_sources where source = 'newsletter' and medium = 'email'")).toBe(2);
  expect(figure("select pageviews from insights_sources where source = 'newsletter' and medium = 'email'")).toBe(6);
});

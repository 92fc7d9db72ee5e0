import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { caseStudies } from "../../app/content/case-study-stories";
import { benefitsDialog } from "../../app/content/resources";
import { type StoredRow, storedRows } from "../support/stored-rows";

/** Reads the e2e server's SQLite file directly: what a journey stored is really there. */
export function findSubmission(email: string): StoredRow | undefined {
  return storedRows(process.env.E2E_DB_FILE!, email)[0];
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type Fixtures = {
  /** Console errors and CSP violations seen by the page; the test fails if any is not allowed. */
  consoleErrors: { allow: (pattern: RegExp) => void; list: string[] };
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") list.push(msg.text());
      });
      page.on("pageerror", (err) => list.push(`pageerror: ${err.message}`));
      await use({ allow: (p) => allowed.push(p), list });
      const unexpected = list.filter((text) => !allowed.some((p) => p.test(text)));
      expect(unexpected, "console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated (the app marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
}

/** Opens `path` and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The toasts on screen: sonner's list items in the "Notifications (F8)" region. */
export const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

/** Records the scripts the page downloads; `carries(text)` tells whether any of them contains `text`. */
export function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return { carries: async (text: string) => (await Promise.all(bodies)).some((body) => body.includes(text)) };
}

/** A phone-sized viewport (the 375 × 812). */
export const PHONE = { width: 375, height: 812 } as const;

/** Waits until every finite CSS animation and transition on the page has finished (fade-ins, dialog openings). */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the browser has reported `locator`'s intersection to observers: a fresh observer's
 * first report comes in the same rendering step as the page's own observers' reports.
 */
export async function intersectionReported(locator: Locator) {
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(el);
      }),
  );
}

/** Ctrl+Shift+A → 'Sign in with Google' → mock Google → the panel. Answers the token the URL carried. */
export async function signIn(page: Page): Promise<string> {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Control+Shift+A");
  await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  const landing = page.waitForRequest((r) => r.url().includes("/?token="));
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  const token = new URL((await landing).url()).searchParams.get("token")!;
  // The panel's chunk loads on demand, then the code exchange and the user lookup: twice the
  // default wait, for a busy machine.
  await expect(page.getByTestId("admin-email")).toContainText("admin@example.com", { timeout: 40_000 });
  return token;
}

export async function searchSubmissions(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search submissions" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("submission-total")).toContainText(`for “${text}”`);
}

/** Opens /case-studies and its one detailed story's overlay, settled (its fade finished). */
export async function openCaseStudyStory(page: Page) {
  const featured = caseStudies.find((study) => study.hasDetail)!;
  await openHydrated(page, "/case-studies");
  await page.getByRole("link", { name: featured.cta }).click();
  const dialog = page.getByRole("dialog", { name: featured.title });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

/** Opens the Resources hub at #benefits and returns the Benefits dialog, settled. */
export async function openBenefitsDialog(page: Page) {
  await openHydrated(page, "/resources#benefits");
  const dialog = page.getByRole("dialog", { name: benefitsDialog.title });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

/** Opens /pricing's plan comparison: the table sits in a closed <details> under its heading (review 78). */
export async function openComparison(page: Page) {
  const all = page.locator("[data-compare-all]");
  await all.locator("summary").click();
  await expect(all).toHaveAttribute("open", "");
}

/** Signs in on a phone, unfolds the chart's strip and opens its numbers as a table. */
export async function openPhoneChartTable(page: Page) {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.getByTestId("leads-chart-strip").click();
  const chart = page.getByTestId("leads-chart");
  await chart.getByText("Show the numbers as a table").click();
  const table = chart.getByTestId("leads-table");
  await expect(table).toBeVisible();
  return { chart, table };
}

export { expect };

/** Leads whose whole row is inside the window, under the panel's header, at the top of the page. */
export const rowsInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const header = document.querySelector("[data-testid=admin-email]")?.closest("header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    return [...document.querySelectorAll("[data-testid=submission]")].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= top && r.bottom <= window.innerHeight;
    }).length;
  });

/**
 * Pauses the page's clock about a second ahead of its present time. On a busy machine more than
 * that second can pass between reading the time and pausing ("Cannot fast-forward to the past"):
 * then the time is read again.
 */
export async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    } catch (error) {
      if (attempt >= 5 || !/past/i.test(String(error))) throw error;
    }
  }
}

/**
 * Scrolls the page's first full-width dark band (a near-black fill, or a gradient under white
 * text) among `selectors` to just under the fixed header; false when the page has none it can reach.
 */
export function scrollDarkBandUnderHeader(page: Page, selectors: string) {
  return page.evaluate((selectors) => {
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const top = [...document.querySelectorAll(selectors)]
      .filter((el) => el.getBoundingClientRect().width > window.innerWidth * 0.9)
      .filter((el) => {
        const style = getComputedStyle(el);
        const lightText = /^(rgb\(255, 255, 255\)|oklch\(1 )/.test(style.color);
        const darkFill = /^(oklch\(0\.[0-2]|rgb\(\d{1,2}, \d{1,2}, \d{1,2}\))/.test(style.backgroundColor);
        return darkFill || (lightText && style.backgroundImage.includes("gradient"));
      })
      .map((el) => el.getBoundingClientRect().top + window.scrollY - 40)
      .find((y) => y > 100 && y <= maxScroll);
    if (top === undefined) return false;
    window.scrollTo({ top, behavior: "instant" });
    return true;
  }, selectors);
}

import type { Page } from "@playwright/test";
import { featureSlugs } from "~/content/features/slugs";
import { hero } from "../../app/content/home";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Page heights against their budgets: bench/page-heights.mjs (a measurement, not a test).
test.describe("a phone can finish the long pages", () => {
  test.use({ viewport: PHONE });

  test("'Show all 21 services' opens the rest of the home capabilities", async ({ page }) => {
    await openHydrated(page, "/");
    const panel = page.locator("[data-panel='ecommerce-management']");
    const cards = panel.locator("[data-service]");
    await expect(cards.nth(2)).toBeVisible();
    await expect(cards.nth(3)).toBeHidden();
    await panel.getByText("Show all 21 services").click();
    await expect(cards.nth(20)).toBeVisible();
    await expect(panel.getByText("Show all 21 services")).toBeHidden();
  });

  test("headings never break inside a hyphenated word", async ({ page }) => {
    await openHydrated(page, "/services");
    const word = page.getByRole("heading", { level: 1 }).getByText("E-commerce", { exact: true });
    // One line box: a word broken after its hyphen would be two lines tall.
    const box = await word.boundingBox();
    const lineHeight = await word.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box?.height).toBeLessThan(lineHeight * 1.5);
  });

  test("the floating button is shown past 300 px in both directions, and the page ends clear under it", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const toTop = page.getByRole("button", { name: "Scroll to top", includeHidden: true });
    await page.locator("#capabilities-panels li:nth-child(3)").first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(toTop).toHaveAttribute("data-visible", "true");
    // At the very end of the page, scrolled back up a little to call the button, the footer's last
    // line still shows whole above the bottom edge (no reserved strip under the footer).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.mouse.wheel(0, -40);
    await expect(toTop).toHaveAttribute("data-visible", "true");
    const gap = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector("footer")?.getBoundingClientRect().bottom ?? 0) -
        window.scrollY,
    );
    expect(gap).toBeLessThanOrEqual(1);
  });
});

test("at 1440 the home capabilities show three rows, then 'Show all 21 services' under them", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/");
  const panel = page.locator("[data-panel='ecommerce-management']");
  const cards = panel.locator("[data-service]");
  await expect(cards.nth(8)).toBeVisible();
  await expect(cards.nth(9)).toBeHidden();
  const summary = panel.getByText("Show all 21 services");
  // The control stands under the last row, not among the cards.
  const [last, control] = [(await cards.nth(8).boundingBox())!, (await summary.boundingBox())!];
  expect(control.y).toBeGreaterThan(last.y + last.height);
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(cards.nth(20)).toBeVisible();
  await expect(summary).toBeHidden();
});

test.describe("'Show all' without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("/services shows four rows per area and a native control that opens the rest by keyboard", async ({ page }) => {
    await page.goto("/services");
    const area = page.locator("section#ecommerce-management");
    const summary = area.locator("summary", { hasText: "Show all 21 services" });
    await expect(area.locator("li h4").nth(3)).toBeVisible();
    await expect(area.locator("li h4").nth(4)).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(area.locator("li h4").nth(20)).toBeVisible();
  });
});

test.describe("brand marks", () => {
  test("every marketplace and channel shows a loaded image mark, never a text tile", async ({ page }) => {
    await openHydrated(page, "/integrations");
    const cards = page.locator("main a[href^='/integrations/']:has(h4)");
    expect(await cards.count()).toBeGreaterThan(5);
    for (const card of await cards.all()) await expect(card.locator("img[data-brand-mark]")).toHaveCount(1);
    const loaded = (scope: Page) =>
      scope.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>("img[data-brand-mark]")].every((img) => img.naturalWidth > 0),
      );
    await page.evaluate(() =>
      Promise.all([...document.querySelectorAll<HTMLImageElement>("img[data-brand-mark]")].map((img) => img.decode())),
    );
    expect(await loaded(page)).toBe(true);

    await openHydrated(page, "/");
    const strip = page.getByRole("region", { name: "Marketplaces we manage" }).locator("ul[data-copy='0'] > li");
    await expect(strip).toHaveCount(9);
    for (const item of await strip.all()) await expect(item.locator("img[data-brand-mark]")).toHaveCount(1);
    // Facebook and Meta carry different marks.
    await expect(strip.locator("img[data-brand-mark='facebook']")).toHaveCount(1);
    await expect(strip.locator("img[data-brand-mark='meta']")).toHaveCount(1);
  });

  test("channel pages without a simple-icons mark show their drawn mark in the header", async ({ page }) => {
    for (const slug of ["amazon", "walmart", "google-shopping", "temu", "home-depot"]) {
      await page.goto(`/integrations/${slug}`, { waitUntil: "domcontentloaded" });
      // The hero's mark (the channel's listing scene may draw it again).
      await expect(page.locator(`[data-channel-mark] img[data-brand-mark='${slug}']`).first()).toBeVisible();
    }
  });

  test("the admin sign-in's Google button carries the Google mark", async ({ page }) => {
    await openHydrated(page, "/");
    await page.keyboard.press("Control+Shift+A");
    const button = page.getByRole("link", { name: "Sign in with Google" });
    await expect(button.locator("img[data-brand-mark='google']")).toBeVisible();
  });
});

test.describe("hero phrases", () => {
  test("the leaving phrase is gone before the next one appears, at every moment of the swap", async ({ page }) => {
    // Paused fake time: the phrase changes only when the test says so.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await openHydrated(page, "/");
    const phrases = page.locator("[data-rotating-phrase] > span");
    await expect(phrases).toHaveCount(hero.rotatingPhrases.length);
    await expect(phrases.nth(0)).toHaveAttribute("data-active", "true");
    // Freeze the page's animation timeline, so the swap's transitions wait for us to step them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.clock.runFor(hero.rotateEverySeconds * 1000);
    await expect(phrases.nth(1)).toHaveAttribute("data-active", "true");
    // Step the two CSS transitions through the whole swap and read both opacities at each step.
    const overlaps = await page.locator("[data-rotating-phrase]").evaluate((root) => {
      const spans = [...root.children] as HTMLElement[];
      const animations = spans.flatMap((s) => s.getAnimations());
      const found: string[] = [];
      for (const a of animations) a.pause();
      for (let t = 0; t <= 1200; t += 20) {
        for (const a of animations) a.currentTime = t;
        const [a, b] = spans.map((s) => Number(getComputedStyle(s).opacity));
        if ((a ?? 0) > 0.02 && (b ?? 0) > 0.02) found.push(`${t} ms: ${a} and ${b}`);
      }
      return { count: animations.length, found };
    });
    // Both phrases move: the leaving one and the entering one each run transitions.
    expect(overlaps.count).toBeGreaterThanOrEqual(2);
    expect(overlaps.found).toEqual([]);
  });

  test("under reduced motion one phrase stays", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openHydrated(page, "/");
    await page.clock.runFor(hero.rotateEverySeconds * 3000);
    const phrases = page.locator("[data-rotating-phrase] > span");
    await expect(phrases.nth(0)).toHaveAttribute("data-active", "true");
    await expect(phrases.nth(1)).toHaveCSS("opacity", "0");
  });
});

test.describe("product panels", () => {
  test("every feature page shows its own captioned Vantora Hub scene", async ({ page }) => {
    const views = new Set<string>();
    for (const slug of featureSlugs) {
      await page.goto(`/features/${slug}`);
      const scene = page.locator("figure#product-scene");
      await expect(scene).toBeVisible();
      await expect(scene.locator("figcaption")).toContainText("Sample data");
      views.add((await scene.locator("dl").first().textContent()) ?? "");
    }
    expect(views.size).toBe(featureSlugs.length);
  });

  test("channel figures carry the marketing note only where they are claims", async ({ page }) => {
    const note = "Marketing figures. Results vary by catalog, category and channel.";
    await page.goto("/integrations/walmart");
    await expect(page.getByText(note)).toBeVisible();
    await page.goto("/integrations/etsy");
    await expect(page.getByRole("heading", { name: "Etsy by the Numbers" })).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
  });
});

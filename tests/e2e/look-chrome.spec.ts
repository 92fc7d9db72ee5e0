import type { Page } from "@playwright/test";
import { notFoundCopy } from "../../app/content/site";
import { animationsSettled, expect, hydrated, openHydrated, PHONE, test } from "./fixtures";

// Issue #20, part A: the phone chrome, the navigation, the home hero and its particles.

/** Every page the sitemap lists, and the 404 page. */
async function sitemapPaths(page: Page) {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname), "/no-such-page"];
}

test.describe("phone chrome", () => {
  test.use({ viewport: PHONE });

  test("no page is wider than a 375 px screen", async ({ page, consoleErrors }) => {
    test.setTimeout(300_000);
    consoleErrors.allow(/status of 404/);
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(25);
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      await hydrated(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });

  test("no bar is fixed along the bottom after scrolling, and the body keeps no room for one", async ({ page }) => {
    for (const path of ["/", "/pricing", "/about"]) {
      await openHydrated(page, path);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 1000);
      await animationsSettled(page);
      const bars = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((el) => {
            const style = getComputedStyle(el);
            if (style.position !== "fixed" && style.position !== "sticky") return false;
            if (style.visibility === "hidden" || Number(style.opacity) === 0) return false;
            const r = el.getBoundingClientRect();
            // Along the bottom edge and over half the screen wide: a bar, not a floating button.
            return r.bottom >= innerHeight - 2 && r.top < innerHeight && r.width > innerWidth / 2;
          })
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(bars, path).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom), path).toBe("0px");
    }
  });

  test("the scroll-to-top button shows at 400 px scrolled down on a phone, and stays while scrolling either way", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    const button = page.getByRole("button", { name: "Scroll to top", includeHidden: true });
    await expect(button).toHaveAttribute("data-visible", "false");
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY >= 400);
    await expect(button).toHaveAttribute("data-visible", "true");
    await animationsSettled(page);
    await expect(button).toBeVisible();
    // Small and in the corner: no more than 48 px square, clear of the left half.
    const box = (await button.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    expect(box.x).toBeGreaterThan(PHONE.width / 2);
    await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => window.scrollY >= 800);
    await expect(button).toHaveAttribute("data-visible", "true");
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => window.scrollY <= 700);
    await expect(button).toHaveAttribute("data-visible", "true");
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: "instant" }));
    await expect(button).toHaveAttribute("data-visible", "false");
  });

  test("the capabilities menu button is the top element at its centre, over every layer", async ({ page }) => {
    await openHydrated(page, "/");
    const button = page.locator("[data-capability-menu] > button");
    const cards = page.locator("[data-panel='ecommerce-management'] [data-service]");
    // Among the first cards, and deep in the whole list once "Show all 21 services" has opened it
    // (by the closing box below the list, the button steps aside: home.spec.ts).
    for (const target of [cards.nth(0), cards.nth(6), cards.nth(12)]) {
      if (!(await target.isVisible())) await page.locator("#capabilities").getByText("Show all 21 services").click();
      await target.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await expect(page.locator("[data-capability-menu]")).not.toHaveAttribute("data-aside", "true");
      await expect(button).toBeVisible();
      await animationsSettled(page);
      const onTop = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && el.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    await button.click();
    await expect(page.getByRole("group", { name: "Capability areas" })).toBeVisible();
  });

  test("the drawer opens with its sections closed and the call button in view, and closes on a choice", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    await page.getByRole("link", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const sections = drawer.locator("details[data-menu-section]");
    await expect(sections).toHaveCount(5);
    for (const open of await sections.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)))
      expect(open).toBe(false);
    const call = drawer.getByRole("link", { name: "Book a Free call" });
    const inView = async () => {
      const box = (await call.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    expect(await inView()).toBe(true);
    // The longest sections, one after the other: one open at a time, the call button still in view.
    for (const name of ["Features", "Integrations"]) {
      await drawer.locator("summary", { hasText: name }).click();
      await expect(drawer.getByRole("link", { name: `All ${name.toLowerCase()}` })).toBeVisible();
      await expect(drawer.locator("details[open]")).toHaveCount(1);
      expect(await inView()).toBe(true);
      // The open section's chevron points up at once (no half-turned "‹" on the way).
      const chevron = drawer.locator("details[open] > summary svg");
      expect(await chevron.evaluate((el) => getComputedStyle(el).rotate)).toBe("180deg");
    }
    await drawer.getByRole("link", { name: "Etsy" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/integrations\/etsy$/);
  });
});

test("at 1024 px every header item and the call button keep to one line", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openHydrated(page, "/");
  const heights = await page
    .locator("header nav[aria-label='Main'] > ul > li > a, header a[href='/#contact']")
    .evaluateAll((links) => links.map((a) => [a.textContent, Math.round(a.getBoundingClientRect().height)] as const));
  expect(heights.length).toBe(8);
  for (const [label, height] of heights) expect(height, label ?? "").toBeLessThanOrEqual(40);
});

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every dropdown entry has a mark and a one-line description, and every dropdown an overview link", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const overviews = {
      "About us": ["About Vantora", "/about"],
      Services: ["All services", "/services"],
      Features: ["All features", "/features"],
      Integrations: ["All integrations", "/integrations"],
      Resources: ["All resources", "/resources"],
    } as const;
    for (const [item, [overview, href]] of Object.entries(overviews)) {
      await nav.getByRole("link", { name: item, exact: true }).hover();
      const list = nav.getByRole("list", { name: `${item} sections` });
      await expect(list).toBeVisible();
      await animationsSettled(page);
      const entries = await list.locator(":scope > li > a").evaluateAll((links) =>
        links.map((a) => {
          const mark = a.querySelector(".nav-mark");
          const text = a.querySelector(".nav-entry-text") as HTMLElement | null;
          const drawn = mark?.querySelector("svg use, img[data-brand-mark]");
          return {
            href: a.getAttribute("href"),
            mark: !!drawn && (mark?.getBoundingClientRect().width ?? 0) > 20,
            description: text?.textContent?.trim() ?? "",
            // One line, shown whole.
            oneLine: !!text && text.scrollWidth <= text.clientWidth && text.getBoundingClientRect().height < 24,
          };
        }),
      );
      expect(entries.length).toBeGreaterThan(2);
      for (const entry of entries) {
        expect(entry.mark, `${entry.href} mark`).toBe(true);
        expect(entry.description.length, `${entry.href} description`).toBeGreaterThan(10);
        expect(entry.oneLine, `${entry.href} description on one line`).toBe(true);
      }
      // Each entry is named by its label alone and described by its line.
      const first = list.getByRole("link").first();
      await expect(first).toHaveAccessibleDescription(entries[0]?.description ?? "");
      const link = nav.getByRole("link", { name: overview, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
      await page.mouse.move(5, 700);
      await expect(list).toBeHidden();
    }
  });

  test("at most 12 animations run at the top of the idle home page, and the particles come to rest", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const particles = page.locator("canvas[data-particles]").first();
    await expect(particles).toHaveAttribute("data-particle-count", "32");
    expect(await particles.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    // 82 infinite CSS animations before (one per particle); one canvas per section now.
    expect(await page.evaluate(() => document.getAnimations().length)).toBeLessThanOrEqual(12);
    // The particles drift for a few seconds, then the canvas stops drawing.
    await expect(particles).toHaveAttribute("data-running", "false", { timeout: 30_000 });
  });

  test("a client navigation from a scrolled page starts the new page at its top on its first frame", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.waitForFunction(() => window.scrollY > 1500);
    const before = await page.locator("main h1").textContent();
    // Record every frame's page (its h1) and scroll position from here on.
    await page.evaluate(() => {
      const frames: [string, number][] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const tick = () => {
        frames.push([document.querySelector("main h1")?.textContent ?? "", window.scrollY]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const frames = () => page.evaluate(() => (window as unknown as { frames_: [string, number][] }).frames_);
    await expect.poll(async () => (await frames()).some(([h1]) => h1 !== before)).toBe(true);
    // The first frame that paints the new page already shows its top.
    const first = (await frames()).find(([h1]) => h1 !== before);
    expect(first?.[1]).toBe(0);
  });
});

test.describe("home hero", () => {
  test("shows whole product windows at every width, and a phone gets one", async ({ page }) => {
    for (const width of [375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, "/");
      const windows = page.locator("#home-showcase [data-panel-id]");
      await expect(windows.first()).toBeVisible();
      const cut = await page.locator("#home-showcase").evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>("*")]
          .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
          .filter((el) => getComputedStyle(el).overflow !== "visible")
          .map((el) => el.textContent?.trim().slice(0, 40)),
      );
      expect(cut, `${width} px`).toEqual([]);
    }
  });

  test("no seam where the hero meets the stat cards: the background runs on across the edge at both widths", async ({
    page,
  }) => {
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await openHydrated(page, "/");
      const edge = await page.locator("#home").evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      await page.evaluate((y) => window.scrollTo({ top: y - 400, behavior: "instant" }), edge);
      await animationsSettled(page);
      const y = await page.locator("#home").evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
      const cards = await page
        .locator("[aria-labelledby='counters-heading'] ul")
        .evaluate((ul) => [ul.getBoundingClientRect().left, ul.getBoundingClientRect().right]);
      // The last row of the hero and the first row below it, decoded in the page.
      const shot = await page.screenshot({ clip: { x: 0, y: y - 1, width: viewport.width, height: 2 } });
      const jump = await page.evaluate(
        async ({ png, cards: [left = 0, right = 0] }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, 2);
          const context = canvas.getContext("2d")!;
          context.drawImage(image, 0, 0);
          const [above, below] = [0, 1].map((row) => context.getImageData(0, row, image.width, 1).data);
          let worst = 0;
          for (let x = 0; x < image.width; x++) {
            // Beside the cards (whose top border begins on that row), the page background only.
            if (x >= left - 2 && x <= right + 2) continue;
            for (let c = 0; c < 3; c++)
              worst = Math.max(worst, Math.abs((above?.[x * 4 + c] ?? 0) - (below?.[x * 4 + c] ?? 0)));
          }
          return worst;
        },
        { png: shot.toString("base64"), cards },
      );
      expect(jump, `${viewport.width} px`).toBeLessThanOrEqual(3);
    }
  });
});

test.describe("404 and admin", () => {
  test("the 404 page keeps the spec's text and offers ways on besides home", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await openHydrated(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundCopy.title);
    await expect(page.getByText(notFoundCopy.text, { exact: true })).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: notFoundCopy.home })).toHaveAttribute("href", "/");
    for (const href of ["/services", "/features", "/integrations", "/pricing", "/case-studies", "/about"])
      await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    await main.getByRole("link", { name: "Book a Free call" }).click();
    await expect(page.getByRole("dialog", { name: "Start the Conversation with our expert" })).toBeVisible();
  });

  test("on a phone the 404 page names the asked-for route and cuts no line short", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.setViewportSize(PHONE);
    await openHydrated(page, "/no-such-page/deeper");
    const main = page.locator("main");
    await expect(main.locator("code", { hasText: "/no-such-page/deeper" })).toBeVisible();
    // Each way on shows its route and its whole line on what is there (no ellipsis).
    const ways = main.locator('ul a[href^="/"]');
    await expect(ways).toHaveCount(6);
    for (const way of await ways.all()) {
      await expect(way.locator("code")).toHaveText((await way.getAttribute("href")) ?? "");
      const cut = await way.evaluate((el) =>
        [...el.querySelectorAll("span")].some((s) => s.scrollWidth > s.clientWidth + 1),
      );
      expect(cut).toBe(false);
    }
  });

  test("the admin wordmark carries the public site's mark", async ({ page }) => {
    await openHydrated(page, "/");
    const publicMark = await page.locator("header a[aria-label='Vantora home'] svg path").getAttribute("d");
    await page.keyboard.press("Control+Shift+A");
    await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
    const adminMark = page.locator("main svg path, body svg path").filter({ visible: true });
    expect(await adminMark.evaluateAll((paths, d) => paths.some((p) => p.getAttribute("d") === d), publicMark)).toBe(
      true,
    );
  });
});

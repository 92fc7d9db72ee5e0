import type { Locator, Page } from "@playwright/test";
import {
  expect,
  findSubmission,
  hydrated,
  intersectionReported,
  PHONE,
  pauseClockSoon,
  test,
  uniqueEmail,
  watchScripts,
} from "./fixtures";

const DESKTOP = { width: 1440, height: 900 };

async function openHome(page: Page, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto("/");
  await hydrated(page);
}

/**
 * How far a strip has moved (Embla slides its track by a transform; before Embla takes the strip
 * over, native scrolling moves it), and the width of one copy.
 */
const stripState = (page: Page, index: number) =>
  page
    .locator("[data-strip-scroller]")
    .nth(index)
    .evaluate((el) => ({
      left: el.getBoundingClientRect().left - el.querySelector("[data-strip-track]")!.getBoundingClientRect().left,
      copy: (el.querySelector("[data-copy='0']") as HTMLElement).offsetWidth,
    }));

/** Paints `n` animation frames on the page's paused fake clock (16 ms each). */
async function paintFrames(page: Page, n: number) {
  await page.clock.runFor(16 * n);
}

/** Waits until Embla has taken the strip over (it loads once the strip is near). */
const emblaReady = (strip: Locator) =>
  expect(strip.locator("[data-strip-scroller]")).toHaveAttribute("data-carousel", "");

/**
 * Embla takes each strip over once it is near, without moving its first card (it stays clear of
 * the edge fade) and without a layout shift.
 */
async function expectQuietTakeover(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: "layout-shift" });
  });
  // Where each strip's first card sits in its strip while the server's markup is still in charge.
  const firstCard = (index: number) =>
    page
      .locator("[data-strip-scroller]")
      .nth(index)
      .evaluate((el) => el.querySelector("li")!.getBoundingClientRect().left - el.getBoundingClientRect().left);
  const strips = await page.locator("[data-strip]").all();
  const before = [];
  for (const [i, strip] of strips.entries()) {
    await expect(strip.locator("[data-strip-scroller]")).not.toHaveAttribute("data-carousel");
    before.push(await firstCard(i));
  }
  for (const [i, strip] of strips.entries()) {
    await strip.scrollIntoViewIfNeeded();
    await emblaReady(strip);
    expect(await firstCard(i), "the first card stays clear of the edge fade").toBeCloseTo(before[i]!, 1);
  }
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
}

test.describe("home page journeys", () => {
  test("the counters count up from 0 to their figures once, when first scrolled into view", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const figure = page.locator("[data-counter='partnerships'] [data-count-up]");
    // Off screen after hydration: reset to 0 where nobody can see it.
    await expect(figure).toHaveText("0+");
    await figure.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(el.textContent ?? "")).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const before = await page.locator("[data-counter='partnerships']").boundingBox();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveText("1,500+");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(
      seen.every((text) => /^[0-9,]+\+$/.test(text)),
      `only whole figures: ${seen.join(" ")}`,
    ).toBe(true);
    const values = seen.map((t) => Number(t.replace(/[^0-9]/g, "")));
    expect(values.length, "intermediate figures while counting").toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(1500);
    // Counting never changed the card's size.
    const after = await page.locator("[data-counter='partnerships']").boundingBox();
    expect(after?.width).toBe(before?.width);
    expect(after?.height).toBe(before?.height);
    for (const [id, text] of [
      ["years", "18+"],
      ["feedback", "96%"],
      ["workforce", "400+"],
      ["acquisitions", "14+"],
    ] as const) {
      await expect(page.locator(`[data-counter='${id}'] [data-count-up]`)).toHaveText(text);
    }
    // Once only: scrolling away and back leaves the figures alone.
    const count = seen.length;
    await pauseClockSoon(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await intersectionReported(figure);
    await figure.scrollIntoViewIfNeeded();
    await intersectionReported(figure);
    // Longer than a count-up takes: a second run would have filled `seen`.
    await page.clock.runFor(5000);
    await expect(figure).toHaveText("1,500+");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.length)).toBe(count);
  });

  test("the headline alternates between its two phrases without moving the text around it", async ({ page }) => {
    await openHome(page);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Accelerate Your Brand Growth with");
    const active = page.locator("[data-rotating-phrase] [data-active='true']");
    await expect(active).toHaveText("AI-Powered Solutions");
    const box = await heading.boundingBox();
    await expect(active).toHaveText("Real Business Impact");
    await expect(page.locator("[data-rotating-phrase] [data-active='false']")).toHaveAttribute("aria-hidden", "true");
    expect(await heading.boundingBox()).toEqual(box);
    await expect(active).toHaveText("AI-Powered Solutions");
  });

  test("choosing a tab shows its panel, and the tab bar stays fixed under the header while the section scrolls", async ({
    page,
  }) => {
    await openHome(page);
    const saas = page.getByRole("tab", { name: /^SaaS/ });
    const ecommercePanel = page.locator("[data-panel='ecommerce-management']");
    const saasPanel = page.locator("[data-panel='saas-solutions']");
    await expect(page.getByRole("tab", { name: /^E-commerce Management/ })).toHaveAttribute("aria-selected", "true");
    await expect(ecommercePanel.locator("[data-service]")).toHaveCount(21);
    await expect(ecommercePanel).toBeVisible();
    await expect(saasPanel).toBeHidden();

    await saas.click();
    await expect(saas).toHaveAttribute("aria-selected", "true");
    await expect(saasPanel).toBeVisible();
    await expect(ecommercePanel).toBeHidden();
    await expect(saasPanel.locator("[data-service]")).toHaveCount(14);
    // Choosing the tab scrolled the panel up under the (now fixed) bar.
    const bar = page.locator("[data-tabbar]");
    await expect(bar).toHaveAttribute("data-fixed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-tabbar-fixed", "true");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const barBox = await bar.boundingBox();
    expect(barBox?.y).toBe(72);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(120);

    await page.getByRole("tab", { name: /^Custom AI & Tech Development/ }).click();
    await expect(page.locator("[data-panel='custom-development'] [data-service]").first()).toBeVisible();
    await expect(page.locator("[data-panel='custom-development'] [data-service]")).toHaveCount(14);

    // Back at the top the bar is in the page again and the offset flag is gone.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-fixed", "false");
    await expect(page.locator("html")).not.toHaveAttribute("data-tabbar-fixed", /.*/);
  });

  test("on a phone a floating button opens the capability areas once the tabs are scrolled past", async ({ page }) => {
    await openHome(page, { width: 375, height: 812 });
    const menuButton = page.getByRole("button", { name: "Choose a capability area" });
    await expect(menuButton).toHaveCount(0);
    // The third card: a phone shows the first three, the rest behind "Show all".
    await page.locator("[data-service='multi-marketplace-expansion']").scrollIntoViewIfNeeded();
    await expect(menuButton).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-tabbar-fixed", /.*/);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("group", { name: "Capability areas" });
    await menu.getByRole("button", { name: "Custom AI & Tech Development" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("[data-panel='custom-development']")).toBeVisible();
    await expect(page.locator("[data-panel='ecommerce-management']")).toBeHidden();
    await expect(page.getByRole("tab", { name: /^Custom AI & Tech Development/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("on a phone the floating button never covers the capabilities' closing box, nor the section after", async ({
    page,
  }) => {
    await openHome(page, { width: 375, height: 812 });
    const pill = page.locator("[data-capability-menu]");
    // The box with the closing line and its button: the floating button covers neither.
    const closing = page
      .locator("#capabilities")
      .getByRole("link", { name: "Get in touch to learn more" })
      .locator("xpath=..");
    /** Scrolls so the closing box's foot is `fromFoot` px above the window's foot. */
    const place = (fromFoot: number) =>
      closing.evaluate((el, gap) => {
        const { bottom } = el.getBoundingClientRect();
        window.scrollBy({ top: bottom - (window.innerHeight - gap), behavior: "instant" });
      }, fromFoot);
    const sectionEnd = () => page.locator("#capabilities").evaluate((el) => el.getBoundingClientRect().bottom);
    let shown = 0;
    for (const fromFoot of [300, 200, 110, 40, 20, 0]) {
      await place(fromFoot);
      await expect(pill).toHaveCount(1);
      // Where the two meet, or once the section has ended above the button's band (68 px at the
      // foot of the 812 px window), the floating button steps aside (and leaves the tab order);
      // elsewhere it shows, below the closing box.
      if (fromFoot < 100 || (await sectionEnd()) < 812 - 68) {
        await expect(pill).toHaveAttribute("data-aside", "true");
        await expect(pill.getByRole("button")).toBeHidden();
      } else {
        await expect(pill.getByRole("button")).toBeVisible();
        const [a, b] = [(await closing.boundingBox())!, (await pill.getByRole("button").boundingBox())!];
        expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
        shown++;
      }
    }
    expect(shown, "somewhere between the two it shows").toBeGreaterThan(0);
    await place(110);
    await expect(pill.getByRole("button")).toBeVisible();
  });

  test("a strip moves 1 px per animation frame, pauses while hovered, and its arrows move it by the step for the viewport", async ({
    page,
  }) => {
    // A fake clock: frames are painted only when the test says so, so the speed check counts frames, not seconds.
    await page.clock.install();
    await openHome(page);
    await pauseClockSoon(page);
    const strips = [
      { index: 0, next: "Scroll marketplaces right", previous: "Scroll marketplaces left", step: 200 },
      { index: 1, next: "Scroll countries right", previous: "Scroll countries left", step: 160 },
      { index: 2, next: "Scroll awards right", previous: "Scroll awards left", step: 200 },
    ];
    const left = async (index: number) => (await stripState(page, index)).left;
    for (const strip of strips) {
      const wrapper = page.locator("[data-strip]").nth(strip.index);
      await wrapper.scrollIntoViewIfNeeded();
      await emblaReady(wrapper);
      await expect(wrapper).toHaveAttribute("data-running", "true");
      // Spec §4, §9: 1 px per animation frame (the fake clock paints one every 16 ms).
      await paintFrames(page, 1);
      const start = await left(strip.index);
      await paintFrames(page, 25);
      expect((await left(strip.index)) - start, "25 frames move the strip 25 px").toBeCloseTo(25, 1);

      await wrapper.hover();
      await expect(wrapper).toHaveAttribute("data-running", "false");
      await paintFrames(page, 1);
      const paused = await left(strip.index);
      await paintFrames(page, 30);
      expect(await left(strip.index), "no movement while hovered").toBeCloseTo(paused, 2);

      // A step eases in on the same clock, over some 100 frames; past either end the loop goes on.
      const { copy } = await stripState(page, strip.index);
      const moved = async () => {
        await paintFrames(page, 120);
        return Math.round(((await left(strip.index)) - paused + copy) % copy);
      };
      await page.getByRole("button", { name: strip.next }).click();
      expect(await moved(), "one step right").toBe(strip.step);
      await page.getByRole("button", { name: strip.previous }).click();
      expect(await moved(), "and back").toBe(0);

      await page.mouse.move(5, 5);
      await expect(wrapper).toHaveAttribute("data-running", "true");
      await paintFrames(page, 1);
      const resumed = await left(strip.index);
      await paintFrames(page, 25);
      expect((await left(strip.index)) - resumed, "moving again after the pointer left").toBeCloseTo(25, 1);
    }
  });

  test("keyboard focus holds a strip still, and its arrow keys step it", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await pauseClockSoon(page);
    const wrapper = page.locator("[data-strip]").first();
    await wrapper.scrollIntoViewIfNeeded();
    await emblaReady(wrapper);
    await page.getByRole("button", { name: "Scroll marketplaces left" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("region", { name: "Marketplaces we manage" })).toBeFocused();
    await expect(wrapper).toHaveAttribute("data-running", "false");
    const left = async () => (await stripState(page, 0)).left;
    await paintFrames(page, 1);
    const before = await left();
    await paintFrames(page, 30);
    expect(await left(), "still while focused").toBeCloseTo(before, 2);
    // An arrow's step eases in over some 100 frames.
    await page.keyboard.press("ArrowRight");
    await paintFrames(page, 120);
    expect((await left()) - before, "ArrowRight steps like the right arrow").toBeCloseTo(200, 1);
    await page.keyboard.press("ArrowLeft");
    await paintFrames(page, 120);
    expect(await left(), "and ArrowLeft steps back").toBeCloseTo(before, 1);
  });

  test("Embla takes a strip over without moving a card or shifting the layout", async ({ page }) => {
    // A held clock: no frame is painted, so nothing moves while the takeover is measured.
    await page.clock.install();
    await openHome(page);
    await pauseClockSoon(page);
    await expectQuietTakeover(page);
  });

  test("the hero draws its 32 drifting particles on one canvas once hydrated, behind the content, and a phone draws none", async ({
    page,
  }) => {
    await openHome(page);
    const hero = page.locator("#home canvas[data-particles]");
    await expect(hero).toHaveAttribute("data-particle-count", "32");
    expect(await hero.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    // Drawn: some pixels of the canvas are painted.
    await expect
      .poll(() =>
        hero.evaluate((el) => {
          const canvas = el as HTMLCanvasElement;
          const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
          let painted = 0;
          for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
          return painted;
        }),
      )
      .toBeGreaterThan(0);
    // A phone has no margin beside the content for them: none are drawn.
    await openHome(page, PHONE);
    // A strip builds its loop copies once scrolled to, long after the first effects: by then the
    // canvas would be in.
    const strip = page.locator("[data-strip]").first();
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator("[data-copy='1']")).toHaveCount(1);
    await expect(page.locator("[data-particles]")).toHaveCount(0);
  });

  test("the letters of the excellence heading react to the cursor nearby, and the heading still reads as one sentence", async ({
    page,
  }) => {
    await openHome(page);
    const title = "Redefining Excellence: The World's First Truly Full-Service Agency";
    const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
    await heading.scrollIntoViewIfNeeded();
    const letter = heading.locator("[data-letter]").nth(3);
    const box = (await letter.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y - 200);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await expect.poll(() => letter.evaluate((el) => el.style.transform)).toContain("scale(");
    // Letters far beyond the 50 px radius stay put.
    expect(
      await heading
        .locator("[data-letter]")
        .last()
        .evaluate((el) => el.style.transform),
    ).toBe("");
    await page.mouse.move(5, 5);
    await expect.poll(() => letter.evaluate((el) => el.style.transform)).toBe("");
  });

  test("only the first copy of each strip reaches assistive technology", async ({ page }) => {
    await openHome(page);
    const marketplaces = page.getByRole("region", { name: "Marketplaces we manage" });
    await expect(marketplaces.getByRole("listitem")).toHaveCount(9);
    await expect(page.getByRole("region", { name: "Countries where we operate" }).getByRole("listitem")).toHaveCount(
      16,
    );
    await expect(
      page.getByRole("region", { name: "Awards we have received" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(8);
    // The loop's two extra copies are built when a strip nears the viewport, not while the page
    // hydrates: the awards strip, far down the page, has none yet.
    await expect(page.locator("[data-strip]").nth(2).locator("[data-copy]")).toHaveCount(1);
    for (const strip of await page.locator("[data-strip]").all()) await strip.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-copy='1'], [data-copy='2']")).toHaveCount(6);
    for (const copy of await page.locator("[data-copy='1'], [data-copy='2']").all()) {
      await expect(copy).toHaveAttribute("aria-hidden", "true");
      await expect(copy).toHaveAttribute("inert", "");
    }
    // Every item appears three times for the loop.
    await expect(page.locator("[data-strip]").nth(1).getByText("Saudi Arabia", { exact: true })).toHaveCount(3);
  });

  test("service tooltips appear after the hover delay, at once for the next card, and on keyboard focus", async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    const first = page.locator("[data-service='amazon-account-management']");
    const second = page.locator("[data-service='walmart-marketplace-management']");
    await first.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const firstTip = page.getByRole("tooltip").filter({ hasText: "Your account manager owns the weekly plan" });
    await pauseClockSoon(page);
    await first.hover();
    await page.clock.runFor(350);
    await expect(firstTip, "still waiting for the 700 ms delay").toBeHidden();
    await page.clock.runFor(400);
    await expect(firstTip).toBeVisible();
    // Moving straight to the next card skips the delay: the paused clock never reaches 700 ms.
    await second.hover();
    const secondTip = page.locator(`#${await second.getAttribute("aria-describedby")}`);
    await expect(secondTip).toBeVisible();
    await expect(firstTip).toBeHidden();
    await page.mouse.move(5, 5);
    await expect(secondTip).toBeHidden();

    // Keyboard: focusing a card shows its tooltip, Escape hides it.
    await page.getByRole("tab", { name: /^E-commerce Management/ }).focus();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(firstTip).toBeVisible();
    await expect(first).toHaveAccessibleDescription(/Your account manager owns the weekly plan/);
    // The pointer crossing another card (as when the page scrolls under a resting mouse) leaves the
    // focused card's tooltip open.
    await page.clock.runFor(400);
    await second.hover();
    await page.mouse.move(5, 5);
    await expect(secondTip).toBeHidden();
    await expect(firstTip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(firstTip).toBeHidden();
  });

  test("the service cards arrive as the server's HTML: the first visit loads none of their copy, a client-side visit renders them", async ({
    page,
  }) => {
    const tipText = "Your account manager owns the weekly plan";
    const scripts = watchScripts(page);
    const loadedCopy = () => scripts.carries(tipText);

    await openHome(page);
    await expect(page.locator("[data-service]")).toHaveCount(49);
    await expect(page.locator("#home-showcase [data-panel-id]").first()).toBeVisible();
    expect(await loadedCopy(), "no script carries the services' copy").toBe(false);

    // Away and back without a page load: React renders the cards itself, from a lazy chunk.
    await page.getByRole("banner").getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("banner").getByRole("link", { name: "Vantora home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-service]")).toHaveCount(49);
    await expect(page.locator("#home-showcase [data-panel-id]").first()).toBeVisible();
    await expect.poll(loadedCopy).toBe(true);

    // The delegated behaviour works on these cards too: keyboard focus opens a tooltip, the
    // mouse lights the card.
    const first = page.locator("[data-service='amazon-account-management']");
    await page.getByRole("tab", { name: /^E-commerce Management/ }).focus();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(page.getByRole("tooltip").filter({ hasText: tipText })).toBeVisible();
    await page.keyboard.press("Escape");
    await first.hover();
    await expect(first.locator("[data-spotlight]")).toHaveCSS("opacity", "1");
    await page.mouse.move(5, 5);
    await expect(first.locator("[data-spotlight]")).toHaveCSS("opacity", "0");
  });

  test("'Explore Our Capabilities' and 'Get in touch to learn more' scroll to their sections", async ({ page }) => {
    await openHome(page);
    await page.getByRole("link", { name: "Explore Our Capabilities" }).click();
    await expect
      .poll(() => page.locator("#capabilities").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
    // The link sits inside the capabilities section, where the tab bar is fixed: spec §9 says 120 px then.
    const cta = page.getByRole("link", { name: "Get in touch to learn more" });
    await cta.scrollIntoViewIfNeeded();
    await expect(page.locator("html")).toHaveAttribute("data-tabbar-fixed", "true");
    await cta.click();
    await expect
      .poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(120);
  });

  test("'Book a Free Consultation' opens the consultation modal and tags the request", async ({ page }) => {
    await openHome(page);
    await page.getByRole("link", { name: "Book a Free Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("About: a free consultation.");
    const email = uniqueEmail("consultation");
    await dialog.getByLabel("Full Name").fill("Avery Quinn");
    await dialog.getByLabel("Work Email").fill(email);
    await dialog.getByLabel("Company Name").fill("Quinn Outdoor Co.");
    await dialog.getByLabel("Project Description").fill("We sell on Amazon and Walmart and want a plan for Europe.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(findSubmission(email)?.service).toBe("Free Consultation");
  });
});

test.describe("home page under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: figures at once, a still headline and strips, no particles", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expect(page.locator("[data-counter='partnerships'] [data-count-up]")).toHaveText("1,500+");
    await expect(page.locator("[data-particles]")).toHaveCount(0);
    await pauseClockSoon(page);
    // Longer than the headline's rotation interval.
    await page.clock.runFor(3500);
    await expect(page.locator("[data-rotating-phrase] [data-active='true']")).toHaveText("AI-Powered Solutions");
    const wrapper = page.locator("[data-strip]").first();
    await wrapper.scrollIntoViewIfNeeded();
    await emblaReady(wrapper);
    await expect(wrapper).toHaveAttribute("data-running", "false");
    const start = (await stripState(page, 0)).left;
    await page.clock.runFor(1500);
    expect((await stripState(page, 0)).left).toBe(start);
    await expect(page.locator("[data-counter='partnerships'] [data-count-up]")).toHaveText("1,500+");
  });

  test("Embla takes a strip over without moving a card or shifting the layout", async ({ page }) => {
    await openHome(page);
    await expectQuietTakeover(page);
  });
});

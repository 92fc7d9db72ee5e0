import { contactCopy } from "../../app/content/contact";
import { navItems } from "../../app/content/nav";
import { site } from "../../app/content/site";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { expect, findSubmission, hydrated, test, toasts, uniqueEmail } from "./fixtures";

async function fillContactForm(scope: import("@playwright/test").Locator, email: string) {
  await scope.getByLabel("Full Name").fill("Maya Okafor Reyes");
  await scope.getByLabel("Work Email").fill(email);
  await scope.getByLabel("Company Name").fill("Northpeak Outdoor");
  await scope.getByLabel("Project Description").fill("We sell on Amazon and Walmart.\nAds are flat.");
  await scope.getByLabel(/Product Link or ASIN/).fill("B0C1234567");
  await scope.getByLabel(/Preferred Contact Method/).fill("WhatsApp");
}

test.describe("header", () => {
  test("desktop dropdowns open on hover and on Enter (not on focus), and their entries navigate", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const features = nav.getByRole("list", { name: "Features sections" });
    await expect(features).toBeHidden();
    await nav.getByRole("link", { name: "Features" }).hover();
    await expect(features).toBeVisible();
    await expect(features.getByRole("link")).toHaveCount(10);
    await page.mouse.move(5, 600);
    await expect(features).toBeHidden();
    // Keyboard: focus alone does not open the item; Enter does, and Tab reaches its first entry.
    await nav.getByRole("link", { name: "Integrations" }).focus();
    const integrations = nav.getByRole("list", { name: "Integrations sections" });
    await expect(integrations).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(integrations).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(integrations.getByRole("link", { name: "Amazon" })).toBeFocused();
    // Escape closes a keyboard-opened dropdown; pointing at another item closes it too.
    await page.keyboard.press("Escape");
    await expect(integrations).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(integrations).toBeVisible();
    await nav.getByRole("link", { name: "Features" }).hover();
    await expect(integrations).toBeHidden();
    await features.getByRole("link", { name: "Order Processing" }).click();
    await expect(page).toHaveURL(/\/features\/order-processing$/);
  });

  test("section entries navigate, then scroll to the section", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/pricing");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About us" }).hover();
    await nav.getByRole("link", { name: "Meet the leaders" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("#leaders-section")).toBeInViewport();
  });

  test("on a slow device (4x CPU throttling), section entries from another page scroll once the page has rendered", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const nav = page.getByRole("navigation", { name: "Main" });
    const journeys = [
      { from: "/pricing", item: "About us", entry: "Meet the leaders", path: "/about", id: "leaders-section" },
      {
        from: "/features",
        item: "Services",
        entry: "Custom AI or Tech development",
        path: "/services",
        id: "custom-development",
      },
      { from: "/integrations", item: "About us", entry: "Awards & recognition", path: "/about", id: "awards-section" },
      { from: "/", item: "About us", entry: "Mission & vision", path: "/about", id: "mission-vision-section" },
    ];
    for (const { from, item, entry, path, id } of journeys) {
      await page.goto(from);
      await hydrated(page);
      await nav.getByRole("link", { name: item, exact: true }).hover();
      await nav.getByRole("link", { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The section's top comes to rest just below the fixed header, not at the top of the page.
      await expect
        .poll(() => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          message: `${entry} from ${from}`,
          // 4× CPU throttling on top of a busy machine: a generous margin for the scroll to settle.
          timeout: 60_000,
        })
        .toBeGreaterThanOrEqual(60);
      await expect
        .poll(() => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(140);
    }
  });

  test("turns translucent with a shadow after 50 px of scroll; scroll-to-top appears after 300 px", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const toTop = page.locator('button[aria-label="Scroll to top"]');
    await expect(toTop).toHaveCSS("opacity", "0");
    await page.mouse.wheel(0, 120);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.mouse.wheel(0, 600);
    await expect(toTop).toHaveCSS("opacity", "1");
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("mobile drawer lists the sub-items and closes when a link or the call button is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // An accordion: each item's section opens to list its sub-items.
    for (const item of navItems.filter((i) => i.entries.length)) {
      await drawer.locator("summary", { hasText: item.label }).click();
      for (const entry of item.entries)
        await expect(drawer.getByRole("link", { name: entry.label, exact: true }).first()).toBeVisible();
    }
    await drawer.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole("link", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Book a Free call" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Start the Conversation with our expert" })).toBeVisible();
  });
});

test.describe("routing", () => {
  test("unknown paths answer 404 with the spec's text", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const res = await page.goto("/definitely/not/here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("unknown feature and integration names fall back to their overviews", async ({ page }) => {
    await page.goto("/features/teleportation");
    await expect(page).toHaveURL(/\/features$/);
    await page.goto("/integrations/myspace");
    await expect(page).toHaveURL(/\/integrations$/);
  });
});

test.describe("contact modal", () => {
  test("a submission from the header's call button is stored in the spec's shape", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog).toBeVisible();
    const email = uniqueEmail("modal");
    await fillContactForm(dialog, email);
    const sentAt = Date.now();
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for your message! We'll get back to you soon.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = findSubmission(email);
    expect(row).toMatchObject({
      first_name: "Maya",
      last_name: "Okafor Reyes",
      email,
      company: "Northpeak Outdoor",
      service: null,
      message: "We sell on Amazon and Walmart.\nAds are flat.",
      product_link: "B0C1234567",
      contact_method: "WhatsApp",
    });
    // Stamped when it arrived: between the click and now (no time budget: a busy machine may be slow).
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(Date.parse(row!.created_at)).toBeLessThanOrEqual(Date.now());
    // Opening it again shows an empty form.
    await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
    await expect(page.getByRole("dialog").getByLabel("Full Name")).toHaveValue("");
  });

  test.describe("when the server refuses", () => {
    let limited: RunningServer;
    test.beforeAll(async () => {
      limited = await startServer({ CONTACT_RATE_LIMIT: "1", LOG_LEVEL: "warn" });
    });
    test.afterAll(() => limited?.stop());

    test("shows the server's message as an error toast and keeps the values", async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 429/);
      await page.goto(`${limited.url}/`);
      await hydrated(page);
      const open = () => page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
      await open();
      const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
      await fillContactForm(dialog, uniqueEmail("first"));
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
      await open();
      const email = uniqueEmail("refused");
      await fillContactForm(dialog, email);
      await dialog.getByRole("button", { name: "Send Message" }).click();
      const toast = toasts(page).filter({ hasText: "Error" });
      await expect(toast).toContainText(/Too many requests from your network\. Please try again in \d+ minutes?\./);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Work Email")).toHaveValue(email);
      await expect(dialog.getByLabel("Full Name")).toHaveValue("Maya Okafor Reyes");
    });
  });
});

test.describe("contact modal failures and keyboard", () => {
  const sixFields = ["fullName", "email", "companyName", "description", "productLink", "contactMethod"];
  const isFormPost = (url: URL) => url.pathname === "/_root.data" && url.searchParams.has("index");

  async function openModal(page: import("@playwright/test").Page) {
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("posts all six fields; a proxy's 502 text becomes '502: Bad gateway from proxy', values stay, Escape closes the toast, then the modal", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 502/);
    const bodies: string[] = [];
    await page.route(isFormPost, async (route) => {
      bodies.push(route.request().postData() ?? "");
      await route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway from proxy" });
    });
    const dialog = await openModal(page);
    const email = uniqueEmail("proxy");
    await dialog.getByLabel("Full Name").fill("Maya Okafor Reyes");
    await dialog.getByLabel("Work Email").fill(email);
    await dialog.getByLabel("Company Name").fill("Northpeak Outdoor");
    await dialog.getByLabel("Project Description").fill("Flat sales.");
    await dialog.getByRole("button", { name: "Send Message" }).click();

    const toast = toasts(page).filter({ hasText: "Error" });
    await expect(toast).toContainText("502: Bad gateway from proxy");
    expect(bodies).toHaveLength(1);
    const sent = new URLSearchParams(bodies[0]);
    for (const name of sixFields) expect(sent.has(name), name).toBe(true);
    expect(sent.get("productLink")).toBe("");
    expect(sent.get("contactMethod")).toBe("");
    await expect(dialog.getByLabel("Work Email")).toHaveValue(email);
    // Nothing is invalid, so keyboard focus is back on Send, inside the modal.
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeFocused();
    expect(findSubmission(email)).toBeUndefined();
    // The form itself says it was not sent, just above Send (the toast comes and goes).
    const notSent = dialog.locator("[data-not-sent]");
    await expect(notSent).toHaveText(contactCopy.toast.notSent(site.email));
    const [note, send] = [
      (await notSent.boundingBox())!,
      (await dialog.getByRole("button", { name: "Send Message" }).boundingBox())!,
    ];
    expect(send.y).toBeGreaterThanOrEqual(note.y + note.height);

    // The newest layer first (issue #20): one Escape closes the toast, the next the modal.
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(notSent).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("an empty 503 answer reads '503: Service Unavailable'", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await page.route(isFormPost, (route) => route.fulfill({ status: 503, body: "" }));
    const dialog = await openModal(page);
    await fillContactForm(dialog, uniqueEmail("empty-503"));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: "Error" })).toContainText("503: Service Unavailable");
  });

  test("a failed submit focuses the first invalid field", async ({ page }) => {
    const dialog = await openModal(page);
    await dialog.getByLabel("Full Name").fill("Maya");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByLabel("Work Email")).toBeFocused();
    await expect(dialog.getByLabel("Work Email")).toHaveAttribute("aria-invalid", "true");
  });

  test.describe("on a phone (375×812, touch)", () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test("every field and Send can be reached, and an empty Send flags all four required fields", async ({ page }) => {
      await page.goto("/pricing");
      await hydrated(page);
      await page.getByRole("link", { name: "Open menu" }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Book a Free call" }).tap();
      const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
      await expect(dialog).toBeVisible();
      const send = dialog.getByRole("button", { name: "Send Message" });
      for (const label of [
        "Full Name",
        "Work Email",
        "Company Name",
        "Project Description",
        /Product Link/,
        /Preferred/,
      ]) {
        const field = dialog.getByLabel(label);
        await field.scrollIntoViewIfNeeded();
        await expect(field).toBeInViewport();
        // Send stays in view at the bottom of the sheet while the fields scroll.
        await expect(send).toBeInViewport();
      }
      await send.tap();
      for (const label of ["Full Name", "Work Email", "Company Name", "Project Description"])
        await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Full Name")).toBeFocused();
      await expect(dialog.getByLabel(/Product Link/)).not.toHaveAttribute("aria-invalid", "true");
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a header dropdown opens on keyboard focus by CSS alone", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const list = nav.getByRole("list", { name: "Integrations sections" });
    await expect(list).toBeHidden();
    await nav.getByRole("link", { name: "Integrations", exact: true }).focus();
    await expect(list).toBeVisible();
  });

  test("every header item and entry is a link, and contact triggers link to /#contact", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of navItems) {
      await expect(nav.locator(`a[href="${item.href}"]`).first()).toBeAttached();
      for (const entry of item.entries) await expect(nav.locator(`a[href="${entry.href}"]`).first()).toBeAttached();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Free call" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(page.locator('a[aria-label="Open menu"]')).toHaveAttribute("href", "#site-map");
    await expect(page.locator("#site-map a")).toHaveCount(
      navItems.length + navItems.reduce((n, i) => n + i.entries.length, 0),
    );
  });

  test("the home contact form stores a message and shows a confirmation", async ({ page }) => {
    await page.goto("/#contact");
    const section = page.locator("#contact");
    const email = uniqueEmail("nojs");
    await fillContactForm(section, email);
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/\?contact=sent#contact$/);
    await expect(section.getByRole("status")).toContainText("Message Sent!");
    expect(findSubmission(email)).toMatchObject({
      first_name: "Maya",
      last_name: "Okafor Reyes",
      product_link: "B0C1234567",
    });
  });

  test("invalid input re-renders the page with field errors and the typed values", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto("/#contact");
    const section = page.locator("#contact");
    const email = uniqueEmail("nojs-bad");
    await fillContactForm(section, email);
    await section.getByLabel("Full Name").fill("   ");
    await section.getByLabel(/Product Link or ASIN/).fill("my listing");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(section.getByText("Full name is required")).toBeVisible();
    await expect(
      section.getByText("Enter a product URL starting with http:// or https://, or a 10-character ASIN"),
    ).toBeVisible();
    await expect(section.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByLabel("Work Email")).toHaveValue(email);
    await expect(section.getByLabel("Project Description")).toHaveValue(
      "We sell on Amazon and Walmart.\nAds are flat.",
    );
    await expect(section.getByLabel(/Product Link or ASIN/)).toHaveValue("my listing");
    expect(findSubmission(email)).toBeUndefined();
  });
});

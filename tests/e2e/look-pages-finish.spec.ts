import type { Locator, Page } from "@playwright/test";
import { publicPaths } from "../../app/lib/public-paths";
import { expect, hydrated, PHONE, test, toasts } from "./fixtures";

// Issue #20, part B: the finish of the About imagery, the contact sheet, the case-study story,
// the closing bands and the legal pages (docs/decisions/0017-imagery-and-closing-bands.md).

const isFormPost = (url: URL) => url.pathname === "/_root.data" && url.searchParams.has("index");

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

async function openContactModal(page: Page) {
  await page.locator('a[href="/#contact"]').filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator) {
  await dialog.getByLabel("Full Name").fill("Jordan Ellis");
  await dialog.getByLabel("Work Email").fill("jordan@example.com");
  await dialog.getByLabel("Company Name").fill("Northwind Goods");
  await dialog.getByLabel("Project Description").fill("We sell on Amazon and want Walmart next.");
}

test.describe("no page scrolls sideways on a phone", () => {
  test.use({ viewport: PHONE });
  for (const path of [
    "/cookie-policy",
    "/privacy-policy",
    "/about",
    "/case-studies",
    "/pricing",
    "/resources",
    "/integrations/amazon",
    "/integrations/tiktok-shop",
  ]) {
    test(`${path} fits 375 px`, async ({ page }) => {
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test("the cookie table reflows into labelled cells instead of overflowing", async ({ page }) => {
    await open(page, "/cookie-policy");
    const region = page.getByRole("region", { name: "Cookies set by this site" });
    const box = (await region.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(region.getByRole("cell").first()).toHaveAttribute("data-label", "Purpose");
  });
});

test.describe("every public page ends with a closing call to action", () => {
  for (const path of publicPaths()) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const last = page.locator("main > :last-child");
      if (path === "/") {
        // The home page ends with its contact section: the form itself is the call to action.
        await expect(last).toHaveAttribute("id", "contact");
        await expect(last.getByRole("button", { name: "Send Message" })).toBeAttached();
        return;
      }
      await expect(last).toHaveAttribute("data-closing-cta", "");
      await expect(last.getByRole("heading", { level: 2 })).toBeVisible();
      // Its primary action: the contact modal (a link to the contact section without JavaScript) or
      // the channel and feature pages' own modal buttons.
      await expect(last.locator('a[href="/#contact"], button').first()).toBeVisible();
    });
  }
});

test.describe("the contact sheet", () => {
  test("each error names its field's label", async ({ page }) => {
    await open(page, "/pricing");
    const dialog = await openContactModal(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    for (const label of ["Full Name", "Work Email", "Company Name", "Project Description"]) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0];
      const error = ((await page.locator(`[id="${errorId}"]`).textContent()) ?? "").trim();
      // "Project description is required": every word of the error's subject is in the label.
      const subject = error
        .replace(/ is required$/, "")
        .toLowerCase()
        .split(" ");
      expect(error, label).toMatch(/ is required$/);
      for (const word of subject) expect(label.toLowerCase().split(" "), `${label}: ${error}`).toContain(word);
    }
  });

  test("has a privacy line, and on a phone nothing shows below the sticky Send bar", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/pricing");
    const dialog = await openContactModal(page);
    await expect(dialog.getByText("Your details are used only to answer your request.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    const send = dialog.getByRole("button", { name: "Send Message" });
    // The bar holding Send reaches the dialog's (the screen's) bottom edge at every scroll position.
    for (const position of ["top", "bottom"] as const) {
      await dialog.evaluate((el, p) => {
        el.scrollTop = p === "top" ? 0 : el.scrollHeight;
      }, position);
      const barBottom = await send.evaluate((el) => el.parentElement!.getBoundingClientRect().bottom);
      expect(Math.round(barBottom), position).toBe(PHONE.height);
    }
  });

  test("after a failed send one Escape closes the toast only, and typed values survive closing and reopening", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 502/);
    await page.route(isFormPost, (route) => route.fulfill({ status: 502, contentType: "text/plain", body: "down" }));
    await open(page, "/pricing");
    const dialog = await openContactModal(page);
    await fill(dialog);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toContainText("502: down");

    await page.keyboard.press("Escape");
    await expect(toasts(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const reopened = await openContactModal(page);
    await expect(reopened.getByLabel("Full Name")).toHaveValue("Jordan Ellis");
    await expect(reopened.getByLabel("Work Email")).toHaveValue("jordan@example.com");
    await expect(reopened.getByLabel("Company Name")).toHaveValue("Northwind Goods");
    await expect(reopened.getByLabel("Project Description")).toHaveValue("We sell on Amazon and want Walmart next.");
    // The old answer is not announced again.
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("the case-study story", () => {
  test("on a phone: the close button stays in view, interventions are stacked without arrows or dots", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.getByRole("dialog", { name: "E-commerce Growth Success" });
    await expect(story).toBeVisible();
    await expect(story.getByRole("button", { name: "Next interventions" })).toBeHidden();
    await expect(story.getByRole("button", { name: "Go to slide 1" })).toBeHidden();
    const stacked = story.getByRole("list").filter({ has: page.getByRole("heading", { name: "SKU Expansion" }) });
    await expect(stacked.filter({ visible: true }).getByRole("listitem")).toHaveCount(5);

    await story.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const close = story.getByRole("button", { name: "Close case study" });
    await expect(close).toBeInViewport({ ratio: 1 });
    // The closing quote carries its own marks (review 59: no glyph above them), and its hung
    // opening mark stays right of its rule, inside the screen.
    const figure = story.locator("[data-story-quote] figure");
    await expect(figure.locator("svg")).toHaveCount(0);
    await expect(figure.locator("blockquote")).toHaveText(/^“/);
    const rule = (await figure.boundingBox())!;
    const quote = (await figure.locator("blockquote").boundingBox())!;
    expect(quote.x).toBeGreaterThan(rule.x + 3);
    expect(quote.x + quote.width).toBeLessThanOrEqual(PHONE.width);
  });

  test("ends with a call to action that opens the contact form over the story", async ({ page }) => {
    await open(page, "/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.getByRole("dialog", { name: "E-commerce Growth Success" });
    const closing = story.locator("[data-closing-cta]");
    await expect(closing).toBeAttached();
    // The story's last section: nothing of the story follows the call to action.
    expect(
      await story.evaluate((el) => [...el.querySelectorAll("section")].at(-1)?.hasAttribute("data-closing-cta")),
    ).toBe(true);
    await closing.getByRole("link", { name: "Book a Free Consultation" }).click();
    const contact = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(contact).toBeVisible();
    // Escape goes to the dialog that holds focus: wait until the contact form has taken it.
    await expect.poll(() => contact.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(contact).toBeHidden();
    await expect(story).toBeVisible();
  });
});

test.describe("About imagery", () => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`the timeline and the leaders show drawn SVG images with alt text at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, "/about");
      // Every year and every leader shows at both widths, with no control to open (review 69).
      // Only the three key moments are illustrated cards; the other years are compact rows.
      const timeline = page.locator("#history-section img").filter({ visible: true });
      await expect(timeline).toHaveCount(3);
      const leaders = page.locator("#leaders-section img");
      await expect(leaders).toHaveCount(6);
      for (const images of [timeline, leaders]) {
        for (const img of await images.all()) {
          await img.scrollIntoViewIfNeeded();
          await expect(img).toHaveAttribute("src", /^\/about\/[\w-]+\.svg$/);
          await expect(img).toHaveAttribute("alt", /\w{3,}/);
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
            .toBe(true);
        }
      }
      await expect(leaders.first()).toHaveAttribute("alt", "Illustrated portrait of Marcus Whitfield");
    });
  }
});

test("the legal contents mark the section being read", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/privacy-policy");
  const contents = page.getByRole("navigation", { name: "On This Page" });
  const links = contents.getByRole("link");
  const third = links.nth(2);
  const target = (await third.getAttribute("href"))!.split("#")[1]!;
  await page.locator(`[id="${target}"]`).evaluate((el) => el.scrollIntoView({ block: "start" }));
  await expect(third).toHaveAttribute("aria-current", "location");
  await expect(contents.locator('[aria-current="location"]')).toHaveCount(1);
});

import { integrationPageSlugs } from "~/content/integrations/slugs";
import { expect, hydrated, test } from "./fixtures";

// The channel pages' second design pass (issue #27): what the review found mechanical enough to
// check — the hero's second action stays a button on a phone, Amazon's trust content is one band,
// the channel pages end in their own closing band, and /integrations shows the product's Channels
// screen.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  for (const slug of ["amazon", "walmart", "etsy", "tiktok-shop"]) {
    test(`/integrations/${slug}: both hero actions are buttons, not a bare text link`, async ({ page }) => {
      await page.goto(`/integrations/${slug}`);
      await hydrated(page);
      const actions = page.locator(`section[data-integration-name='${slug}'] a:visible`);
      await expect(actions).toHaveCount(2);
      for (const action of await actions.all()) {
        const look = await action.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            framed: Number.parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== "rgba(0, 0, 0, 0)",
            underlined: style.textDecorationLine.includes("underline"),
            height: el.getBoundingClientRect().height,
          };
        });
        expect(look).toEqual({ framed: true, underlined: false, height: 48 });
      }
    });
  }
});

test("Amazon's badges, data handling and security are one band, with all twelve badges", async ({ page }) => {
  await page.goto("/integrations/amazon");
  const band = page.locator("section[aria-labelledby='badges-heading']");
  await expect(band.getByRole("heading", { level: 2 })).toHaveText("Built to Amazon's Data-Protection Standards");
  await expect(band.getByRole("heading", { level: 3, name: "How We Handle Your Amazon Data" })).toBeVisible();
  await expect(band.getByRole("heading", { level: 3, name: "Security Built Into Every Connection" })).toBeVisible();
  await expect(band.locator("ul").first().locator("li")).toHaveCount(12);
  await expect(band.getByRole("heading", { level: 4 })).toHaveCount(8);
});

test("every channel page ends in its closing band, lit in the channel's own colour", async ({ page }) => {
  const glows = new Set<string>();
  for (const slug of integrationPageSlugs) {
    await page.goto(`/integrations/${slug}`);
    const closing = page.locator("main section").last();
    await expect(closing).toHaveAttribute("data-closing-cta", "");
    await expect(closing).toHaveAttribute("aria-labelledby", "channel-cta-heading");
    glows.add(
      await closing
        .locator("div[aria-hidden]")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundImage),
    );
  }
  // Twelve channels over the site's eight channel colours: at least six different bands.
  expect(glows.size).toBeGreaterThanOrEqual(6);
});

test("/integrations shows the Channels screen with every overview channel, captioned once", async ({ page }) => {
  await page.goto("/integrations");
  const caption = "The Channels screen of Vantora Hub, with fictional data.";
  const screen = page.getByRole("figure", { name: caption });
  await expect(screen).toBeVisible();
  await expect(page.getByText(caption, { exact: true })).toHaveCount(1);
  await expect(screen.getByRole("rowheader")).toHaveText([
    "Amazon",
    "Walmart",
    "eBay",
    "Shopify",
    "Google Shopping",
    "Facebook Marketplace",
    "Houzz",
    "Temu",
  ]);
});

import { expect, test } from "./fixtures";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("shows every service, the final figures, both strips and the awards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Accelerate Your Brand Growth with");
    await expect(page.locator("[data-rotating-phrase] [data-active='true']")).toHaveText("AI-Powered Solutions");

    for (const [id, text] of [
      ["years", "18+"],
      ["feedback", "96%"],
      ["partnerships", "1,500+"],
      ["workforce", "400+"],
      ["acquisitions", "14+"],
    ] as const) {
      await expect(page.locator(`[data-counter='${id}'] [data-count-up]`)).toHaveText(text);
      await expect(page.locator(`[data-counter='${id}'] [data-count-up]`)).toBeVisible();
    }

    // The tab bar is hidden; all three panels are stacked under their own headings.
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const name of ["E-commerce Management", "SaaS", "Custom AI & Tech Development"]) {
      await expect(
        page.getByRole("heading", { level: 3, name: new RegExp(`^${name.replace(/[&]/g, "\\$&")}`) }),
      ).toBeVisible();
    }
    const services = page.locator("[data-service]");
    await expect(services).toHaveCount(49);
    for (const service of await services.all()) await expect(service).toBeVisible();

    // Strips: static, scrollable and reachable by keyboard; the arrow buttons (which need JS) are hidden.
    const marketplaces = page.getByRole("region", { name: "Marketplaces we manage" });
    await expect(marketplaces).toHaveAttribute("tabindex", "0");
    await expect(marketplaces.getByText("Google Shopping", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Scroll marketplaces right" })).toBeHidden();
    const scrollable = await marketplaces.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    await marketplaces.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => marketplaces.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await expect(
      page.getByRole("region", { name: "Countries where we operate" }).getByText("Brazil", { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Awards we have received" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(8);

    // 'Get in touch' and 'Explore' are plain anchors; the consultation button falls back to the form.
    await expect(page.getByRole("link", { name: "Get in touch to learn more" })).toHaveAttribute("href", "#contact");
    await expect(page.getByRole("link", { name: "Explore Our Capabilities" })).toHaveAttribute("href", "#capabilities");
    await expect(page.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/#contact");
    await expect(page.locator("#contact form")).toBeVisible();
  });
});

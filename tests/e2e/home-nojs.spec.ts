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
    // Each area shows three rows of three, then a native "Show all N services" that opens the rest.
    for (const [id, count] of [
      ["ecommerce-management", 21],
      ["saas-solutions", 14],
      ["custom-development", 14],
    ] as const) {
      const panel = page.locator(`[data-panel='${id}']`);
      await expect(panel.locator("[data-service]").nth(8)).toBeVisible();
      await expect(panel.locator("[data-service]").nth(9)).toBeHidden();
      await panel.locator("summary", { hasText: `Show all ${count} services` }).click();
    }
    for (const service of await services.all()) await expect(service).toBeVisible();

    // Strips: static, scrollable and reachable by keyboard, each list once (the loop's copies need
    // JS); the arrow buttons (which need JS) are hidden.
    await expect(page.locator("[data-copy='0']")).toHaveCount(3);
    await expect(page.locator("[data-copy='1'], [data-copy='2']")).toHaveCount(0);
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

  test("draws its icons from the hashed sprite", async ({ page }) => {
    const sprite = page.waitForResponse((res) => /\/assets\/icons-[\w-]{8}\.svg$/.test(new URL(res.url()).pathname));
    await page.goto("/");
    expect((await sprite).status()).toBe(200);
    // A <use> whose symbol loaded has the symbol's box; one that found nothing has none.
    for (const use of [
      page.locator("footer svg use").first(),
      page.getByRole("region", { name: "Awards we have received" }).locator("svg use").first(),
    ]) {
      await use.scrollIntoViewIfNeeded();
      await expect.poll(() => use.evaluate((el: SVGUseElement) => el.getBBox().width)).toBeGreaterThan(0);
    }
  });

  test("the header stays readable over the dark awards band above the contact form", async ({ page }) => {
    await page.goto("/");
    const band = page.locator("section[aria-labelledby='awards-heading']");
    // Put the dark band right under the fixed header.
    await band.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 10));
    const ratios = await page.locator("header").evaluate((header) => {
      // Computed colours may be oklch(); a canvas turns any CSS colour into sRGB bytes.
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgba = (colour: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255] as const;
      };
      const luminance = ([r, g, b]: readonly number[]) => {
        const [R, G, B] = [r!, g!, b!].map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
      };
      const under = document.elementsFromPoint(700, 30).find((el) => !header.contains(el))!;
      const bandColour = rgba(getComputedStyle(under.closest("section")!).backgroundColor);
      const [hr, hg, hb, ha] = rgba(getComputedStyle(header).backgroundColor);
      const behind = [hr, hg, hb].map((c, i) => c * ha + bandColour[i]! * (1 - ha));
      const links = [...header.querySelectorAll<HTMLElement>("a")].filter((a) => a.offsetParent && a.textContent);
      return links.map((link) => {
        const text = luminance(rgba(getComputedStyle(link).color));
        // A filled button (the call to action) is read against its own fill.
        const [lr, lg, lb, la] = rgba(getComputedStyle(link).backgroundColor);
        const bg = luminance([lr, lg, lb].map((c, i) => c * la + behind[i]! * (1 - la)));
        return { link: link.textContent!.trim(), ratio: (Math.max(text, bg) + 0.05) / (Math.min(text, bg) + 0.05) };
      });
    });
    expect(ratios.length).toBeGreaterThan(5);
    for (const { link, ratio } of ratios) expect(ratio, `${link} over the dark band`).toBeGreaterThanOrEqual(4.5);
  });
});

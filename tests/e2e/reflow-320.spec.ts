import { publicPaths } from "../../app/lib/public-paths";
import { expect, hydrated, test } from "./fixtures";

// WCAG 1.4.10 (reflow): at 320 CSS px nothing on a page may make it scroll sideways. The
// narrowest phones found the implicit grid columns that sized to a long heading or a row of chips
// (a grid without grid-cols-1 sizes its one column to the widest unbreakable line).
test.use({ viewport: { width: 320, height: 640 } });

test("no public page scrolls sideways at 320 px", async ({ page }) => {
  const wide: string[] = [];
  for (const path of publicPaths()) {
    await page.goto(path);
    await hydrated(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

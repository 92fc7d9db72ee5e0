import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { caseStudyCardLabels } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 55 of /case-studies (issue #27): the featured card stands apart from the three
// teasers. Only it keeps the indigo→magenta top rule and a dark panel (its impact chart; the
// teasers' drawings are light indigo panels), its "Full story inside" pill sits right after the
// client line (left out on a phone since round 61), and 24 px part its big figure from its summary.

const desktop = { width: 1440, height: 900 };
const featured = caseStudies.find((study) => study.hasDetail)!;
const teasers = caseStudies.filter((study) => !study.hasDetail);

/** Per card, its dark grounds (relative luminance under 0.1) and its gradient top rules. */
async function cardLooks(page: Page) {
  return page.locator("[data-case-study]").evaluateAll((cards) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour (oklch included) to its sRGB luminance, through a one-pixel canvas.
    const luminance = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data as unknown as number[];
      if (a! < 128) return null;
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    return cards.map((card) => {
      const top = card.getBoundingClientRect().top;
      const all = [...card.querySelectorAll<HTMLElement>("*")];
      const dark = all.filter((el) => {
        const l = luminance(getComputedStyle(el).backgroundColor);
        return l !== null && l < 0.1 && el.getBoundingClientRect().height > 60;
      }).length;
      const rules = all.filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          getComputedStyle(el).backgroundImage.includes("linear-gradient") &&
          Math.abs(box.top - top) <= 1 &&
          box.height >= 4 &&
          box.height <= 6 &&
          box.width >= card.getBoundingClientRect().width - 2
        );
      }).length;
      return { id: card.getAttribute("data-case-study"), dark, rules };
    });
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("only the featured card has the top rule and a dark panel; the teasers' drawings are light", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    const looks = await cardLooks(page);
    expect(looks).toEqual([
      { id: featured.id, dark: 1, rules: 1 },
      ...teasers.map((study) => ({ id: study.id, dark: 0, rules: 0 })),
    ]);
    // The one dark panel is the featured card's impact chart.
    const chart = page.locator(`[data-case-study="${featured.id}"] figure`);
    await expect(chart.getByText(caseStudyCardLabels.chartTitle)).toBeVisible();
    // Each teaser's drawing is still there, its figures readable on the light ground.
    for (const study of teasers) {
      await expect(page.locator(`[data-case-study="${study.id}"] [data-case-visual]`)).toBeVisible();
    }
    const contrast = await new AxeBuilder({ page })
      .include("[data-case-study]")
      .withRules(["color-contrast"])
      .analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  });

  test("the featured card has no pill beside its client line (its button says it), and 24 px part its figure from its summary", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    // Review 68: "Full story inside" beside "Read the Full Story" said it twice.
    await expect(card.getByText("Full story inside", { exact: true })).toHaveCount(0);
    const stat = (await card.getByText(featured.stat, { exact: true }).boundingBox())!;
    const summary = (await card.getByText(featured.description).boundingBox())!;
    const space = summary.y - (stat.y + stat.height);
    expect(space).toBeGreaterThanOrEqual(24);
    expect(space).toBeLessThanOrEqual(32);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the button says the story is inside; the chart is still the one dark panel", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    await expect(card.getByRole("link", { name: featured.cta })).toBeVisible();
    const looks = await cardLooks(page);
    expect(looks.map((look) => look.dark)).toEqual([1, ...teasers.map(() => 0)]);
  });
});

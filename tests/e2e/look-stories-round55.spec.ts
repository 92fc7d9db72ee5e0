import type { Page } from "@playwright/test";
import { caseStudies } from "../../app/content/case-study-stories";
import { testimonialsDialog } from "../../app/content/resources";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 55 of /case-studies (issue #27): every card says whose story it is above its
// title — after the client's initials where the story names it (review 67: an icon in the place of
// an unnamed client's logo read as a missing logo, so it has none) —
// and the stories reach the page as loader data, so their text is not in the page's script; each
// testimonial's person sits beside their company's mark.

const desktop = { width: 1440, height: 900 };

/** Each card's identity line: its two lines of text, a 32 px tile for a named client, and above the card's title. */
async function expectIdentityLines(page: Page) {
  for (const study of caseStudies) {
    const card = page.locator(`[data-case-study="${study.id}"]`);
    const line = card.locator("[data-case-client]");
    const who = study.hasDetail ? study.detail.client : { name: undefined, ...study.client };
    await expect(line).toContainText(who.name ?? who.category);
    await expect(line).toContainText(who.channel);
    if (who.name) await expect(line).toContainText(who.category);
    const tile = line.locator("span[aria-hidden]");
    if (who.name) {
      const box = (await tile.boundingBox())!;
      expect(Math.round(box.width)).toBe(32);
      expect(Math.round(box.height)).toBe(32);
    } else await expect(tile).toHaveCount(0);
    const lineBox = (await line.boundingBox())!;
    // The featured story's title is an h2; the three under "More results" are h3s.
    const title = (await card.getByRole("heading").first().boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(title.y);
  }
}

for (const [width, viewport] of [
  ["375", PHONE],
  ["1440", desktop],
] as const) {
  test(`every case-study card names its client above its title at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/case-studies");
    await expectIdentityLines(page);
  });
}

test("the stories' text comes as data, not in the page's script", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  await openHydrated(page, "/case-studies");
  const featured = caseStudies.find((study) => study.hasDetail)!;
  // The story is on the page (the hero's quote, the no-JavaScript section)…
  await expect(page.getByText(featured.detail.quote.text).first()).toBeAttached();
  // …but none of the scripts the page loaded carries its quote's author or its challenges.
  expect(scripts.size).toBeGreaterThan(3);
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  for (const text of [featured.detail.quote.name, featured.detail.challenges[0]!.text]) {
    expect(bodies.some((body) => body.includes(text))).toBe(false);
  }
});

test("each testimonial's company sits beside its 40 px mark, tinted its own, the person under it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/resources");
  await page.getByRole("link", { name: "Read Testimonials" }).click();
  const dialog = page.getByRole("dialog", { name: testimonialsDialog.title });
  const captions = dialog.locator("figcaption");
  await expect(captions).toHaveCount(testimonialsDialog.testimonials.length);
  const tints = new Set<string>();
  for (const [index, t] of testimonialsDialog.testimonials.entries()) {
    const caption = captions.nth(index);
    const initials = t.company
      .split(" ")
      .map((word) => word[0])
      .join("")
      .slice(0, 2);
    const mark = caption.getByText(initials, { exact: true });
    await mark.scrollIntoViewIfNeeded();
    const box = (await mark.boundingBox())!;
    expect(Math.round(box.width)).toBe(40);
    expect(Math.round(box.height)).toBe(40);
    // A rounded square, not a circle, on its brand's own tint.
    await expect(mark).toHaveCSS("border-radius", "12px");
    tints.add(await mark.evaluate((el) => getComputedStyle(el).backgroundColor));
    // The mark is the brand's (review 59: beside a person's name it read as their avatar).
    const company = (await caption.getByText(t.company, { exact: true }).boundingBox())!;
    expect(company.x).toBeGreaterThanOrEqual(box.x + box.width + 8);
    // The person's line under it: 13 px, balanced, clear of the card's right padding.
    const role = caption.getByText(`${t.name}, ${t.role}`);
    expect((await role.boundingBox())!.y).toBeGreaterThan(company.y);
    await expect(role).toHaveCSS("font-size", "13px");
    await expect(role).toHaveCSS("text-wrap-style", "balance");
  }
  expect(tints.size).toBe(testimonialsDialog.testimonials.length);
});

import { featureGroups, featuresOverview, sceneCopy } from "~/content/features";
import { groupVignettes } from "~/content/features/overview-vignettes";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 51 (issue #27): each of the four feature groups on /features gets a small cut of the
// Hub (beside its list at 1440, above it on a phone), the mock's caption sits closer to the groups'
// heading, and the closing band is one centred composition.

const DESKTOP = { width: 1440, height: 900 } as const;

const groupParts = (page: import("@playwright/test").Page, id: string) => {
  const section = page.locator(`section[aria-labelledby="group-${id}"]`);
  return {
    section,
    heading: section.locator(`#group-${id}`),
    vignette: section.locator(`[data-group-vignette="${id}"]`),
    list: section.locator(":scope > ul"),
  };
};

test.describe("at 1440", () => {
  test.use({ viewport: DESKTOP });

  test("each group shows its Hub vignette under its words, beside its list", async ({ page }) => {
    await openHydrated(page, "/features");
    for (const group of featureGroups) {
      const { heading, vignette, list } = groupParts(page, group.id);
      await expect(vignette, group.id).toBeVisible();
      await expect(vignette).toContainText(groupVignettes[group.id].screen);
      await expect(vignette).toContainText(sceneCopy.sample);
      const v = (await vignette.boundingBox())!;
      const h = (await heading.boundingBox())!;
      const l = (await list.boundingBox())!;
      // About 320 × 200, in the left column under the heading, level with the list and left of it.
      expect(v.width, group.id).toBeGreaterThan(280);
      expect(v.width, group.id).toBeLessThanOrEqual(360);
      expect(v.height, group.id).toBeGreaterThan(150);
      expect(v.height, group.id).toBeLessThan(240);
      expect(v.y, group.id).toBeGreaterThan(h.y + h.height);
      expect(v.x + v.width, group.id).toBeLessThan(l.x);
      expect(v.y, group.id).toBeLessThan(l.y + l.height);
    }
  });

  test("the mock's caption sits about 128 px above the groups' heading", async ({ page }) => {
    await openHydrated(page, "/features");
    const caption = (await page.getByText(featuresOverview.scene.caption).boundingBox())!;
    const heading = (await page.getByRole("heading", { name: featuresOverview.groupsHeading }).boundingBox())!;
    const gap = heading.y - (caption.y + caption.height);
    expect(gap).toBeGreaterThan(100);
    expect(gap).toBeLessThan(160);
  });

  test("the closing band is one centred stack: the trial button and its links on one line", async ({ page }) => {
    await openHydrated(page, "/features");
    const band = page.locator("section[aria-labelledby='features-cta-heading']");
    const b = (await band.boundingBox())!;
    const heading = (await band.getByRole("heading").boundingBox())!;
    const button = (await band.getByRole("link", { name: "Start Free Trial" }).boundingBox())!;
    const pricing = (await band.getByRole("link", { name: "View Pricing" }).boundingBox())!;
    const integrations = (await band.getByRole("link", { name: "View Integrations" }).boundingBox())!;
    const mid = (box: { x: number; width: number }) => box.x + box.width / 2;
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    // Heading and actions centred on the band, the actions under the copy.
    expect(Math.abs(mid(heading) - mid(b))).toBeLessThan(24);
    const actions = { x: button.x, width: integrations.x + integrations.width - button.x };
    expect(Math.abs(mid(actions) - mid(b))).toBeLessThan(24);
    expect(button.y).toBeGreaterThan(heading.y + heading.height);
    // The button and both links on one line, next to each other.
    expect(Math.abs(middle(pricing) - middle(button))).toBeLessThan(8);
    expect(Math.abs(middle(integrations) - middle(button))).toBeLessThan(8);
    expect(pricing.x - (button.x + button.width)).toBeLessThan(48);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("each group's vignette runs full width under its heading, above its list, and stays compact", async ({
    page,
  }) => {
    await openHydrated(page, "/features");
    for (const group of featureGroups) {
      const { heading, vignette, list } = groupParts(page, group.id);
      await expect(vignette, group.id).toBeVisible();
      const v = (await vignette.boundingBox())!;
      const h = (await heading.boundingBox())!;
      const l = (await list.boundingBox())!;
      expect(v.width, group.id).toBeGreaterThan(PHONE.width - 40);
      expect(Math.abs(v.x - l.x), group.id).toBeLessThan(2);
      expect(v.height, group.id).toBeLessThanOrEqual(190);
      expect(v.y, group.id).toBeGreaterThan(h.y + h.height);
      expect(v.y + v.height, group.id).toBeLessThan(l.y);
    }
  });
});

/** A figure each vignette draws that nothing else in its group says. */
const onlyInVignette = {
  operations: featuresOverview.scene.aside.rows[0][0],
  "sales-channels": groupVignettes["sales-channels"].sku,
  "insights-automation": groupVignettes["insights-automation"].value,
  "finance-customers": groupVignettes["finance-customers"].payout.amount,
} as const;

test("each vignette is a picture hidden from assistive tech, so the group is not announced twice", async ({ page }) => {
  await openHydrated(page, "/features");
  for (const group of featureGroups) {
    const { section, vignette } = groupParts(page, group.id);
    await expect(vignette, group.id).toHaveAttribute("aria-hidden", "true");
    await expect(vignette).toContainText(onlyInVignette[group.id]);
    await expect(vignette.locator("a, button, input, [tabindex]")).toHaveCount(0);
    const tree = await section.ariaSnapshot();
    expect(tree, group.id).toContain(group.name);
    expect(tree, group.id).not.toContain(sceneCopy.sample);
    expect(tree, group.id).not.toContain(onlyInVignette[group.id]);
  }
});

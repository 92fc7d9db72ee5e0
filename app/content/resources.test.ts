import { describe, expect, it } from "vitest";
import { resourceDialogIds } from "~/components/sections/company/resource-dialogs";
import { expectKnownIcons, expectLinksToPages } from "../../tests/support/content";
import { resourceCards, resourceDialogs, testimonialsDialog } from "./resources";

describe("resource cards", () => {
  it("open exactly the hub's dialogs, once each, and link only to pages that exist", () => {
    const dialogs = resourceCards.flatMap((card) => (card.action.kind === "dialog" ? [card.action.dialog] : []));
    expect(dialogs).toEqual([...resourceDialogIds]);
    expect(Object.keys(resourceDialogs).sort()).toEqual([...resourceDialogIds].sort());
    const links = resourceCards.flatMap((card) => (card.action.kind === "link" ? [card.action] : []));
    expect(expectLinksToPages(links)).toHaveLength(links.length);
    expectKnownIcons([resourceCards, resourceDialogs]);
  });
});

describe("testimonial marks", () => {
  it("give each brand a tint of its own", () => {
    const tones = testimonialsDialog.testimonials.map((t) => t.tone);
    expect(new Set(tones).size).toBe(tones.length);
  });
});

describe("testimonial results", () => {
  // The number words the quotes spell out, for the figures the cards show as digits.
  const spelled: Record<string, string> = { "6": "six", "⅔": "two-thirds" };

  it("show only figures the client's own quote gives, a different one on each card", () => {
    const { testimonials } = testimonialsDialog;
    for (const { quote, result } of testimonials) {
      const figures = result.value.match(/[\d.]+%?|⅔/g) ?? [];
      expect(figures.length, result.value).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(quote.includes(figure) || quote.includes(spelled[figure] ?? "\u0000"), `${figure} in “${quote}”`).toBe(
          true,
        );
      }
    }
    expect(new Set(testimonials.map((t) => t.result.value)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.result.channel)).size).toBe(testimonials.length);
  });
});

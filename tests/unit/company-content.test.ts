import { describe, expect, it } from "vitest";
import { CAROUSEL, toSlides } from "~/components/sections/company/carousel-pages";
import { ecommerceGrowthDetail } from "~/content/case-study-stories";

describe("interventions carousel paging", () => {
  it("shows the five interventions three per slide: two slides, the second with the last two", () => {
    const slides = toSlides(ecommerceGrowthDetail.interventions.map((i) => i.title));
    expect(CAROUSEL).toEqual({ itemsPerSlide: 3, advanceMs: 4000 });
    expect(slides).toEqual([
      ["SKU Expansion", "Amazon Exclusivity", "Marketing Allowance Negotiated"],
      ["Listing Optimization with Enhanced Content", "Brand Registry Access"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { expectLinksToPages } from "../../tests/support/content";
import { ecommerceGrowthDetail } from "./case-study-stories";
import { homeProof, homeProofContent } from "./home-proof";
import { testimonialsDialog } from "./resources";

// The band repeats what /case-studies and /resources say, never anything of its own.
describe("home proof band content", () => {
  it("shows the published story and three of its own impact figures", () => {
    expect(homeProofContent.story.detail).toBe(ecommerceGrowthDetail);
    expect(homeProofContent.figures).toHaveLength(3);
    for (const figure of homeProofContent.figures) expect(ecommerceGrowthDetail.metrics).toContainEqual(figure);
  });

  it("quotes one testimonial of the Resources set as it stands", () => {
    expect(testimonialsDialog.testimonials).toContain(homeProofContent.testimonial);
  });

  it("links the story to a page of the site", () => {
    expect(expectLinksToPages({ href: homeProof.storyHref })).toEqual(["/case-studies#ecommerce-growth-detail"]);
  });
});

import { describe, expect, it } from "vitest";
import { homeProofData } from "~/components/sections/home/proof-band-data.server";
import { expectLinksToPages } from "../../tests/support/content";
import { ecommerceGrowthDetail } from "./case-study-stories";
import { homeProof } from "./home-proof";
import { testimonialsDialog } from "./resources";

// The band repeats what /case-studies and /resources say, never anything of its own.
describe("home proof band content", () => {
  it("shows the published story and three of its own impact figures", () => {
    const { story, figures } = homeProofData();
    expect(story.name).toBe(ecommerceGrowthDetail.client.name);
    expect(story.place).toBe(`${ecommerceGrowthDetail.client.category} · ${ecommerceGrowthDetail.client.channel}`);
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(ecommerceGrowthDetail.metrics).toContainEqual(expect.objectContaining(figure));
  });

  it("quotes one testimonial of the Resources set as it stands", () => {
    const { quote, name, role, company } = homeProofData().testimonial;
    expect(testimonialsDialog.testimonials).toContainEqual(expect.objectContaining({ quote, name, role, company }));
  });

  it("links the story to a page of the site", () => {
    expect(expectLinksToPages({ href: homeProof.storyHref })).toEqual(["/case-studies#ecommerce-growth-detail"]);
  });
});
